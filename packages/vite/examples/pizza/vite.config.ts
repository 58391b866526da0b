import { defineConfig } from "vite";
import { hostbridge } from "@hostbridge/vite";

// Every folder of src/widgets/ with a main.tsx is a widget: `vite build` writes
// dist/widgets/<name>.html and dist/widgets/manifest.json; `vite` serves /widgets/<name>.html.
export default defineConfig({
  plugins: [hostbridge()],
});
