/** A checked value from a free-text control: the value to apply, or why it cannot be. */
export type Checked = { ok: true; value: string } | { ok: false; message: string };

/** A BCP 47 language tag in its canonical form (`en-us` → `en-US`), or why it is not one. */
export function checkLocale(text: string): Checked {
  const tag = text.trim();
  if (!tag) return { ok: false, message: "Type a language tag, e.g. fr-FR." };
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ? { ok: true, value: canonical } : { ok: false, message: `"${tag}" is not a language tag.` };
  } catch {
    return { ok: false, message: `"${tag}" is not a BCP 47 language tag (e.g. en-US, pt-BR, zh-Hant-TW).` };
  }
}

/** An IANA time zone as the browser names it (`asia/tokyo` → `Asia/Tokyo`), or why it is not one. */
export function checkTimeZone(text: string): Checked {
  const zone = text.trim();
  if (!zone) return { ok: false, message: "Type a time zone, e.g. Europe/Paris." };
  try {
    return { ok: true, value: new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone };
  } catch {
    return { ok: false, message: `"${zone}" is not an IANA time zone (e.g. America/New_York, UTC).` };
  }
}

/** Width presets for the container (`containerDimensions.maxWidth`), by label; `null` is the profile's own. */
export const WIDTH_PRESETS: readonly { label: string; maxWidth: number | null }[] = [
  { label: "Profile default", maxWidth: null },
  { label: "Phone (375 px)", maxWidth: 375 },
  { label: "Tablet (768 px)", maxWidth: 768 },
  { label: "Desktop (760 px)", maxWidth: 760 },
  { label: "Side panel (320 px)", maxWidth: 320 },
];
