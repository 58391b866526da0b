import { fireEvent } from "@testing-library/react";

// On Preact's compat layer a text field's `onChange` listens to the `input` event, which typing
// fires in a browser; Testing Library's `fireEvent.change` fires only `change`. Fire both, as a
// person typing does, so the same tests run on React and on Preact.
const change = fireEvent.change;
fireEvent.change = (element, init) => {
  const changed = change(element, init);
  fireEvent.input(element, init);
  return changed;
};
