export const invoices = "invoices";
