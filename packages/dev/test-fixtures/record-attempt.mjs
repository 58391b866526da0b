// The widgets of the dev host's test fixtures show each attempt the same way, for the tests to read.

/** Widget script: `record(name, outcome)` adds `<li data-testid="attempt" data-name data-outcome>` to the attempts list. */
export const RECORD_ATTEMPT_SCRIPT = `function record(name, outcome) {
  const item = document.createElement("li");
  item.dataset.testid = "attempt";
  item.dataset.name = name;
  item.dataset.outcome = outcome;
  item.textContent = name + ": " + outcome;
  document.querySelector('[data-testid="attempts"]').appendChild(item);
}`;
