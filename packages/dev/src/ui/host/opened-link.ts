/** What decides where an opened link goes. */
export interface OpenedLinkContext {
  /** Whether the host is ChatGPT (only it adds `redirectUrl`). */
  openai: boolean;
  /** `false` when the widget asked for no redirect (`openExternal({ redirectUrl: false })`). */
  allowRedirect: boolean;
  /** The template's approved redirect origins (`openai/widgetCSP.redirect_domains`). */
  redirectDomains: readonly string[] | undefined;
  /** The page the user comes back to. */
  returnUrl: string;
}

/**
 * The URL an opened link leads to: ChatGPT appends `?redirectUrl=` for the template's approved
 * redirect origins; anything else (or text that is no URL) is shown as given.
 */
export function openedLinkUrl(href: string, context: OpenedLinkContext): string {
  try {
    const target = new URL(href);
    if (context.openai && context.allowRedirect && context.redirectDomains?.includes(target.origin)) {
      target.searchParams.set("redirectUrl", context.returnUrl);
      return target.toString();
    }
  } catch {
    // Not a URL: shown as given.
  }
  return href;
}
