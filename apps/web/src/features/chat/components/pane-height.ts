/**
 * The chat panes fill the screen below the page header: the signed-in frame's top bar and bottom
 * navigation take about 12rem on a phone, the header and padding about 11rem from 768 px.
 */
export const CHAT_PANE_HEIGHT = "h-[calc(100dvh-12.5rem)] min-h-[420px] md:h-[calc(100dvh-11rem)]";

/** The same on a phone with a thread open: the page header is hidden there, so the pane takes its room. */
export const CHAT_THREAD_PANE_HEIGHT = "h-[calc(100dvh-9rem)] min-h-[420px] md:h-[calc(100dvh-11rem)]";
