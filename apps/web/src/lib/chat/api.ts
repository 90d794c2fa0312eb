import type {
  TChatAttachment,
  TChatMessage,
  TConversationDetail,
  TConversationListResponse,
  TMessagePage,
  TMessageSearchResponse,
  TReadResult,
  TSendMessageRequest,
} from "@crewlance/contracts/chat";
import { CHAT_MESSAGES_PAGE_SIZE } from "@crewlance/contracts/chat-values";
import { apiClient } from "@/lib/api-client";
import { type UploadProgress, uploadFile } from "@/lib/upload";

/* The REST side of chat (decision 0045's list). The socket is preferred; these are the fallbacks. */

const data = <T>(response: { data: { data: T } }) => response.data.data;
const seg = (id: string) => encodeURIComponent(id);
const conv = (id: string) => `/chat/conversations/${seg(id)}`;

export const fetchConversations = (params: { q?: string; cursor?: string | null }) =>
  apiClient
    .get<TConversationListResponse>("/chat/conversations", { params: { q: params.q, cursor: params.cursor } })
    .then(data);

/** How many of the person's conversations have unread messages (capped, as the list's counts). */
export const fetchUnreadConversationCount = () =>
  apiClient
    .get<{ count: number }>("/chat/unread")
    .then(data)
    .then((unread) => unread.count);

export const fetchConversation = (id: string) => apiClient.get<TConversationDetail>(conv(id)).then(data);

/** The conversation with this user: the existing one, or a new one (the 'Message' buttons). */
export const openDirectConversation = (userId: string) =>
  apiClient.post<TConversationDetail>("/chat/conversations/direct", { userId }).then(data);

export const fetchTeamConversation = (teamId: string) =>
  apiClient.get<TConversationDetail>(`/chat/conversations/team/${seg(teamId)}`).then(data);

export const fetchProjectConversation = (projectId: string) =>
  apiClient.get<TConversationDetail>(`/chat/conversations/project/${seg(projectId)}`).then(data);

/** Older history (`before`), or everything since (`after`, the catch-up); oldest first either way. */
export const fetchMessages = (
  id: string,
  cursor: { before?: number; after?: number },
  limit = CHAT_MESSAGES_PAGE_SIZE,
) => apiClient.get<TMessagePage>(`${conv(id)}/messages`, { params: { ...cursor, limit } }).then(data);

export const searchMessages = (id: string, q: string, before?: number) =>
  apiClient.get<TMessageSearchResponse>(`${conv(id)}/search`, { params: { q, before } }).then(data);

export const sendMessageRest = (id: string, body: TSendMessageRequest) =>
  apiClient.post<TChatMessage>(`${conv(id)}/messages`, body).then(data);

export const editMessageRest = (id: string, messageId: string, body: string) =>
  apiClient.patch<TChatMessage>(`${conv(id)}/messages/${seg(messageId)}`, { body }).then(data);

export const deleteMessageRest = (id: string, messageId: string) =>
  apiClient.delete<TChatMessage>(`${conv(id)}/messages/${seg(messageId)}`).then(data);

export const markReadRest = (id: string, seq: number) =>
  apiClient.post<TReadResult>(`${conv(id)}/read`, { seq }).then(data);

export const uploadAttachment = (id: string, file: File, onProgress?: (progress: UploadProgress) => void) =>
  uploadFile<TChatAttachment>(`${conv(id)}/attachments`, file, { onProgress }).then(data);
