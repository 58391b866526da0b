import { configure } from "@testing-library/react";

// The machine running the suite may be busy: give async queries room before calling it a failure.
configure({ asyncUtilTimeout: 3000 });
