import {
  ADMIN_TICKETS_PAGE_SIZE,
  type TAdminTicketsPage,
  type TCreateSupportTicketRequest,
  type THelpArticle,
  type THelpArticlesResult,
  TICKETS_PAGE_SIZE,
  type TMyTicketsPage,
  type TSupportTicket,
} from "@crewlance/contracts/help";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { helpKeys } from "./query-keys";

export function helpArticlesQuery(q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: helpKeys.articles(query),
    queryFn: ({ signal }) =>
      apiClient
        .get<THelpArticlesResult>("/help/articles", { params: { q: query || undefined }, signal })
        .then((response) => response.data.data),
    staleTime: 5 * 60_000,
  });
}

export function helpArticleQuery(slug: string) {
  return queryOptions({
    queryKey: helpKeys.article(slug),
    queryFn: ({ signal }) =>
      apiClient
        .get<THelpArticle>(`/help/articles/${encodeURIComponent(slug)}`, { signal })
        .then((response) => response.data.data),
  });
}

export function voteOnArticle(input: { slug: string; helpful: boolean }) {
  return apiClient
    .post<{ helpful: boolean }>(`/help/articles/${encodeURIComponent(input.slug)}/feedback`, { helpful: input.helpful })
    .then((response) => response.data);
}

/** One request: the fields, and the file when there is one (multipart then, else JSON). */
export function openTicket(input: TCreateSupportTicketRequest & { attachment: File | null }) {
  const { attachment, ...fields } = input;
  let body: unknown = fields;
  if (attachment) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("attachment", attachment, attachment.name);
    body = form;
  }
  return apiClient.post<TSupportTicket>("/help/tickets", body).then((response) => response.data);
}

export function myTicketsQuery(page: number) {
  return queryOptions({
    queryKey: helpKeys.myTickets(page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TMyTicketsPage>("/help/tickets", { params: { page, limit: TICKETS_PAGE_SIZE }, signal })
        .then((response) => response.data.data),
  });
}

export function myTicketQuery(id: string) {
  return queryOptions({
    queryKey: helpKeys.ticket(id),
    queryFn: ({ signal }) =>
      apiClient.get<TSupportTicket>(`/help/tickets/${id}`, { signal }).then((response) => response.data.data),
  });
}

export function replyToMyTicket(input: { id: string; body: string }) {
  return apiClient
    .post<TSupportTicket>(`/help/tickets/${input.id}/replies`, { body: input.body })
    .then((response) => response.data);
}

export function closeMyTicket(id: string) {
  return apiClient.post<TSupportTicket>(`/help/tickets/${id}/close`).then((response) => response.data);
}

export type QueueStatus = "OPEN" | "ANSWERED" | "CLOSED" | "ALL";

export function supportQueueQuery(status: QueueStatus, page: number) {
  return queryOptions({
    queryKey: helpKeys.queue(status, page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TAdminTicketsPage>("/admin/help/tickets", {
          params: { status, page, limit: ADMIN_TICKETS_PAGE_SIZE },
          signal,
        })
        .then((response) => response.data.data),
  });
}

export function queueTicketQuery(id: string) {
  return queryOptions({
    queryKey: helpKeys.queueTicket(id),
    queryFn: ({ signal }) =>
      apiClient.get<TSupportTicket>(`/admin/help/tickets/${id}`, { signal }).then((response) => response.data.data),
  });
}

export function answerTicket(input: { id: string; body: string }) {
  return apiClient
    .post<TSupportTicket>(`/admin/help/tickets/${input.id}/replies`, { body: input.body })
    .then((response) => response.data);
}

export function closeTicketAsSupport(id: string) {
  return apiClient.post<TSupportTicket>(`/admin/help/tickets/${id}/close`).then((response) => response.data);
}
