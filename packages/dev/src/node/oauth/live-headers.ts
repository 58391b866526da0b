import type { OAuthSession } from "./oauth-session.js";

/**
 * `headers` with the session's current `authorization` among them, read each time they are copied:
 * the check endpoint copies its headers on every check, and by then the session may have signed
 * in or refreshed its token.
 */
export function headersWithSession(
  headers: Readonly<Record<string, string>>,
  session: Pick<OAuthSession, "authorization">,
): Readonly<Record<string, string>> {
  return new Proxy(
    { ...headers },
    {
      ownKeys: (target) =>
        session.authorization() === undefined ? Reflect.ownKeys(target) : [...Reflect.ownKeys(target), "authorization"],
      getOwnPropertyDescriptor: (target, key) => {
        const value = key === "authorization" ? session.authorization() : undefined;
        if (value === undefined) return Reflect.getOwnPropertyDescriptor(target, key);
        return { value, enumerable: true, configurable: true, writable: false };
      },
      get: (target, key) => (key === "authorization" ? session.authorization() : Reflect.get(target, key)),
    },
  );
}
