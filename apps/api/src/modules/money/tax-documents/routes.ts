import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZTaxCertificateList,
  ZTaxCertificateParams,
  ZTaxCertificatesQuery,
  ZTaxSummary,
  ZTaxSummaryQuery,
} from "@crewlance/contracts/tax-documents";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { receiptParties } from "../receipts/parties";
import { renderCertificate } from "./certificate-pdf";
import { certificateOf, certificatesOf } from "./certificates";
import { summaryCsv } from "./csv";
import { taxSummaryOf } from "./summary";
import { renderSummary } from "./summary-pdf";

const tags = ["wallet"];
const pdfBody = (pdf: Uint8Array) => Buffer.from(pdf) as never;

/** /wallet/tax: the signed-in user's yearly tax summary and TDS certificates (decision 0090). */
export const taxDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/tax/summary",
    {
      schema: {
        operationId: "getWalletTaxSummary",
        tags,
        security: BEARER,
        summary:
          "The signed-in user's figures for tax in one financial year: paid, earned, fees, GST on fees, TDS, TCS",
        querystring: ZTaxSummaryQuery,
        response: { 200: successEnvelope(ZTaxSummary), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await taxSummaryOf(app.ctx, { userId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/tax/summary.csv",
    {
      schema: {
        operationId: "exportWalletTaxSummaryCsv",
        tags,
        security: BEARER,
        summary: "The yearly tax summary as CSV, one figure per row, in rupees",
        querystring: ZTaxSummaryQuery,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV: item, value"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const summary = await taxSummaryOf(app.ctx, { userId: userOf(request).id, ...request.query });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="crewlance-tax-summary-${summary.financialYear}.csv"`)
        .send(summaryCsv(summary));
    },
  );

  app.get(
    "/tax/summary.pdf",
    {
      schema: {
        operationId: "exportWalletTaxSummaryPdf",
        tags,
        security: BEARER,
        summary: "The yearly tax summary as a PDF",
        querystring: ZTaxSummaryQuery,
        produces: ["application/pdf"],
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const [summary, { holder }] = await Promise.all([
        taxSummaryOf(app.ctx, { userId, ...request.query }),
        receiptParties(app.ctx, { holderId: userId, partyIds: [] }),
      ]);
      const pdf = await renderSummary({ name: holder.fullName, email: holder.email }, summary);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="crewlance-tax-summary-${summary.financialYear}.pdf"`)
        .send(pdfBody(pdf));
    },
  );

  app.get(
    "/tax/certificates",
    {
      schema: {
        operationId: "listWalletTaxCertificates",
        tags,
        security: BEARER,
        summary: "The quarters of a financial year in which TDS was deducted from the signed-in user",
        querystring: ZTaxCertificatesQuery,
        response: { 200: successEnvelope(ZTaxCertificateList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await certificatesOf(app.ctx, { userId: userOf(request).id, ...request.query }) },
    }),
  );

  app.get(
    "/tax/certificates/:financialYear/:quarter.pdf",
    {
      schema: {
        operationId: "getWalletTaxCertificate",
        tags,
        security: BEARER,
        summary:
          "The signed-in user's TDS certificate (Form 16A-shaped) for one quarter; 404 when nothing was deducted",
        params: ZTaxCertificateParams,
        produces: ["application/pdf"],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const data = await certificateOf(app.ctx, { userId: userOf(request).id, ...request.params });
      const pdf = await renderCertificate(app.ctx.config, data);
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="crewlance-tds-certificate-${data.financialYear}-Q${data.quarter}.pdf"`,
        )
        .send(pdfBody(pdf));
    },
  );
};
