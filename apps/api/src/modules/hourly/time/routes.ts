import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZTimeEntry,
  ZTimeEntryBody,
  ZTimeEntryPatchBody,
  ZTimerStartBody,
  ZTimerState,
  ZTimerStopBody,
  ZTimerStopResult,
  ZTimesheet,
  ZWeekParams,
} from "@crewlance/contracts/hourly";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { tags } from "../route-tags";
import { addEntry, deleteEntry, updateEntry } from "./entry-service";
import { readTimer, startTimer, stopTimer } from "./timer-service";
import { readTimesheet } from "./timesheet-service";

/** The hourly contract's time routes (decision 0091): the timer, manual entries and the timesheet. */

export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/hourly/timer",
    {
      schema: {
        operationId: "getHourlyTimer",
        tags,
        security: BEARER,
        summary: "The viewer's running timer, on any contract, or null",
        response: { 200: successEnvelope(ZTimerState), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, data: await readTimer(app.ctx, { userId: userOf(request).id }) }),
  );

  app.post(
    "/projects/:id/hourly/timer/start",
    {
      schema: {
        operationId: "startHourlyTimer",
        tags,
        security: BEARER,
        summary: "The freelancer starts the timer on the contract, in an open and funded week with time left",
        params: ZIdParams,
        body: ZTimerStartBody,
        response: { 200: successEnvelope(ZTimerState), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await startTimer(app.ctx, {
        projectId: request.params.id,
        userId: userOf(request).id,
        memo: request.body.memo,
      }),
      message: "Timer started.",
    }),
  );

  app.post(
    "/hourly/timer/stop",
    {
      schema: {
        operationId: "stopHourlyTimer",
        tags,
        security: BEARER,
        summary: "Stops the viewer's timer: its time becomes entries, capped at the week's time left",
        body: ZTimerStopBody,
        response: { 200: successEnvelope(ZTimerStopResult), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { result, message } = await stopTimer(app.ctx, { userId: userOf(request).id, memo: request.body.memo });
      return { success: true as const, data: result, message };
    },
  );

  app.post(
    "/projects/:id/hourly/entries",
    {
      schema: {
        operationId: "addHourlyTimeEntry",
        tags,
        security: BEARER,
        summary: "The freelancer adds manual time: a start and end time in India, or a duration",
        params: ZIdParams,
        body: ZTimeEntryBody,
        response: { 201: successEnvelope(ZTimeEntry), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const entry = await addEntry(app.ctx, {
        projectId: request.params.id,
        userId: userOf(request).id,
        body: request.body,
      });
      return reply.status(201).send({ success: true as const, data: entry, message: "Time added." });
    },
  );

  app.patch(
    "/hourly/entries/:id",
    {
      schema: {
        operationId: "updateHourlyTimeEntry",
        tags,
        security: BEARER,
        summary: "Its author edits an entry while its week is open",
        params: ZIdParams,
        body: ZTimeEntryPatchBody,
        response: { 200: successEnvelope(ZTimeEntry), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateEntry(app.ctx, {
        entryId: request.params.id,
        userId: userOf(request).id,
        body: request.body,
      }),
      message: "Entry saved.",
    }),
  );

  app.delete(
    "/hourly/entries/:id",
    {
      schema: {
        operationId: "deleteHourlyTimeEntry",
        tags,
        security: BEARER,
        summary: "Its author deletes an entry while its week is open",
        params: ZIdParams,
        response: {
          200: successEnvelope(z.object({ id: z.string().uuid() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await deleteEntry(app.ctx, { entryId: request.params.id, userId: userOf(request).id });
      return { success: true as const, data: { id: request.params.id }, message: "Entry deleted." };
    },
  );

  app.get(
    "/projects/:id/hourly/weeks/:weekStart",
    {
      schema: {
        operationId: "getHourlyTimesheet",
        tags,
        security: BEARER,
        summary: "A week's timesheet: the week and its seven days with their entries",
        params: ZWeekParams,
        response: { 200: successEnvelope(ZTimesheet), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readTimesheet(app.ctx, {
        projectId: request.params.id,
        userId: userOf(request).id,
        weekStart: request.params.weekStart,
      }),
    }),
  );
};
