/** Locale-aware formatting that never throws on a bad locale or time zone from the host. */

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? "en-US";
  } catch {
    return "en-US";
  }
}

export function formatPrice(amount: number, locale: string, currency = "USD"): string {
  return new Intl.NumberFormat(safeLocale(locale), { style: "currency", currency }).format(amount);
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(safeLocale(locale), options).format(value);
}

export function formatDateTime(date: Date, locale: string, timeZone?: string | null): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "long" };
  try {
    return new Intl.DateTimeFormat(safeLocale(locale), { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    // An unknown IANA zone: fall back to the browser's own.
    return new Intl.DateTimeFormat(safeLocale(locale), options).format(date);
  }
}

export function formatRelative(seconds: number, locale: string): string {
  const rtf = new Intl.RelativeTimeFormat(safeLocale(locale), { numeric: "auto" });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(Math.round(seconds), "second");
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), "hour");
  return rtf.format(Math.round(seconds / 86400), "day");
}
