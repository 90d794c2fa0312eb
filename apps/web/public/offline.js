// The offline page (served by sw.js when a page cannot be fetched) asks again on the button. A
// file of its own: the CSP allows no inline script.
document.getElementById("retry").addEventListener("click", () => window.location.reload());
