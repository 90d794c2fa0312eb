/** A placeholder screen for routes the auth screens navigate to. */
export const stub = (path: string) => ({ path, element: <p>{`screen ${path}`}</p> });
