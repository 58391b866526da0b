import { CreateError, createProject } from "create-hostbridge";

try {
  const project = await createProject({
    folder: "my-app", // relative to the current directory, or absolute
    packageName: "my-app",
    template: "react",
    packageManager: "npm",
  });
  console.log(project.files); // ["README.md", "package.json", "server/app.ts", ...]
} catch (error) {
  if (!(error instanceof CreateError)) throw error;
  console.error(`${error.code}: ${error.message}`); // e.g. folder_not_empty: my-app is not empty (...)
}
