import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library only cleans up by itself when vitest globals are on; the React integration tests need it.
afterEach(cleanup);
