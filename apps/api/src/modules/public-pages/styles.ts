/*
 * The public pages' one stylesheet, inlined in every page so nothing blocks the first paint
 * (decision 0096): the web app's stone greys and amber accent (apps/web/src/index.css), light or
 * dark as the visitor's system prefers. Amber text is the 700/400 shade, dark enough (and light
 * enough on dark) to read; buttons are amber with dark text.
 */
export const PAGE_CSS = `
:root{color-scheme:light dark;--bg:#fafaf9;--surface:#fff;--muted-bg:#f5f5f4;--line:#e7e5e4;--text:#1c1917;--muted:#57534e;--link:#b45309;--accent:#f59e0b}
@media (prefers-color-scheme:dark){:root{--bg:#0c0a09;--surface:#1c1917;--muted-bg:#292524;--line:#3a3430;--text:#fafaf9;--muted:#c9c2bc;--link:#fbbf24}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
a{color:var(--link)}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:1rem;max-width:60rem;margin:0 auto;padding:1rem}
.brand{font-weight:700;color:var(--text);text-decoration:none;font-size:1.125rem}
.brand span{color:var(--link)}
main{max-width:60rem;margin:0 auto;padding:0 1rem 3rem}
.card{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;margin-top:1rem}
.head{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
.avatar{border-radius:50%;object-fit:cover;background:var(--muted-bg);flex:none}
.initials{display:grid;place-items:center;width:80px;height:80px;border-radius:50%;background:var(--muted-bg);font-size:1.75rem;font-weight:600;flex:none}
h1{font-size:1.75rem;line-height:1.2;margin:0}
h2{font-size:1.125rem;margin:0 0 .75rem}
h3{font-size:1rem;margin:0}
.sub{color:var(--muted);margin:.25rem 0 0}
.facts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1rem 0 0;padding:0;list-style:none;color:var(--muted)}
.facts strong{color:var(--text)}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none}
.chips li{background:var(--muted-bg);border:1px solid var(--line);border-radius:999px;padding:.125rem .75rem;font-size:.875rem}
.button{display:inline-block;background:var(--accent);color:#1c1917;font-weight:600;text-decoration:none;border-radius:.5rem;padding:.625rem 1.25rem;margin-top:1rem}
.button:hover{background:#d97706}
.list{list-style:none;margin:0;padding:0}
.list>li{border-top:1px solid var(--line);padding:.75rem 0}
.list>li:first-child{border-top:0;padding-top:0}
.stars{color:var(--link);font-weight:600}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.75rem;margin-top:.75rem}
.gallery img{width:100%;height:auto;border-radius:.5rem;border:1px solid var(--line);background:var(--muted-bg)}
.prose{white-space:pre-line;overflow-wrap:anywhere}
.notice{text-align:center;padding:3rem 1rem}
footer{max-width:60rem;margin:0 auto;padding:1rem;color:var(--muted);font-size:.875rem}
`
  .trim()
  .replace(/\n/g, "");
