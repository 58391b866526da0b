import "./details.css";

export default function Details() {
  return (
    <p className="details" data-testid="details">
      details loaded
    </p>
  );
}
