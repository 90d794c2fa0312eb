/**
 * The chat panes fill the screen below the page header: the signed-in frame's top bar and bottom
 * navigation take about 12rem on a phone, the header and padding about 11rem from 768 px.
 */
export const CHAT_PANE_HEIGHT = "h-[calc(100dvh-12.5rem)] min-h-[420px] md:h-[calc(100dvh-11rem)]";
