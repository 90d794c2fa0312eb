import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZInvoiceExportQuery, ZInvoiceList, ZInvoiceListQuery, ZTaxInvoice } from "@crewlance/contracts/gst";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { invoicesCsv } from "./csv";
import { getInvoice, invoicesOfYear, listInvoices } from "./list";
import { renderInvoice } from "./pdf";

const tags = ["wallet"];

/** /wallet/invoices: the signed-in user's tax invoices and credit notes (decision 0088). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/invoices",
    {
      schema: {
        operationId: "listWalletInvoices",
        tags,
        security: BEARER,
        summary: "The signed-in user's tax invoices and credit notes, newest first, by kind, financial year and dates",
        querystring: ZInvoiceListQuery,
        response: { 200: successEnvelope(ZInvoiceList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listInvoices(app.ctx, { customerId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/invoices/export",
    {
      schema: {
        operationId: "exportWalletInvoices",
        tags,
        security: BEARER,
        summary: "The signed-in user's tax invoices and credit notes of one financial year as CSV",
        querystring: ZInvoiceExportQuery,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV, one document per row"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { financialYear } = request.query;
      const items = await invoicesOfYear(app.ctx, { customerId: userOf(request).id, financialYear });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="crewlance-invoices-${financialYear}.csv"`)
        .send(invoicesCsv(items));
    },
  );

  app.get(
    "/invoices/:id",
    {
      schema: {
        operationId: "getWalletInvoice",
        tags,
        security: BEARER,
        summary: "One of the signed-in user's tax invoices or credit notes (any, for an admin)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZTaxInvoice), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const invoice = await getInvoice(app.ctx, {
        invoiceId: request.params.id,
        viewerId: user.id,
        viewerIsAdmin: user.role === "ADMIN",
      });
      return { success: true as const, data: invoice };
    },
  );

  app.get(
    "/invoices/:id/pdf",
    {
      schema: {
        operationId: "getWalletInvoicePdf",
        tags,
        security: BEARER,
        summary: "One of the signed-in user's tax invoices or credit notes as a PDF (any, for an admin)",
        params: ZIdParams,
        produces: ["application/pdf"],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const invoice = await getInvoice(app.ctx, {
        invoiceId: request.params.id,
        viewerId: user.id,
        viewerIsAdmin: user.role === "ADMIN",
      });
      const pdf = await renderInvoice(invoice);
      const filename = `crewlance-${invoice.number.replaceAll("/", "-")}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(Buffer.from(pdf) as never);
    },
  );
};
