/** One host feature a widget uses, and whether the current host supports it. */
export interface FeatureItem {
  name: string;
  supported: boolean;
}

/** Pills that show which host features work here: `data-testid="feature-<name>"`, `data-supported`. */
export function FeatureList({ items }: { items: FeatureItem[] }) {
  return (
    <ul className="hb-features" aria-label="Host features">
      {items.map((item) => (
        <li
          key={item.name}
          className="hb-feature"
          data-testid={`feature-${item.name}`}
          data-supported={item.supported}
          title={item.supported ? "Supported by this host" : "Not offered by this host"}
        >
          {item.name}
          <span className="hb-sr">{item.supported ? " (supported)" : " (not supported)"}</span>
        </li>
      ))}
    </ul>
  );
}
