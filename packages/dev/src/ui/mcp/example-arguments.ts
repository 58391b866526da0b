/** The tool form's starting arguments: the same choice `hostbridge check` calls each widget's tool with. */
export { exampleArguments } from "@hostbridge/check/example-arguments";
