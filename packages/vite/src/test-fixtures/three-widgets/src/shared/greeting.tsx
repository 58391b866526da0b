import "./shared.css";

/** Shared by two widgets: the build compiles it once and inlines it into both. */
export function Greeting({ who }: { who: string }) {
  return <p className="greeting">Hello, {who}</p>;
}
