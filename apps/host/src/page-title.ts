const SITE_NAME = 'Owo';

/** The title template, '%s | Owo': every page but the home page carries it, the /app screens too. */
export const TITLE_TEMPLATE = `%s | ${SITE_NAME}`;
export const pageTitle = (title: string) => TITLE_TEMPLATE.replace('%s', title);
