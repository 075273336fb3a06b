/** Whether `path` (a pathname, or a path with its query) is in the /app area, which `<owo-app>` routes itself. */
export const inAppArea = (path: string): boolean => /^\/app(?:[/?#]|$)/.test(path);
