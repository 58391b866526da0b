// Everything @hostbridge/react exports (with the core it needs), React external.
export * from "@hostbridge/react";
