// The `@example` of `isObject` (src/util.ts).
import { createHost, isObject } from "@hostbridge/core";

const host = createHost({ appInfo: { name: "pizza-details", version: "1.0.0" } });

// #region isObject
isObject({ a: 1 }); // true
isObject([1]); // false: an array is not an object in the JSON sense
isObject(null); // false
// The params a modal was opened with are unknown until checked:
const { params } = host.getSnapshot().view;
document.title = isObject(params) && typeof params.pizzaName === "string" ? params.pizzaName : "Pizza";
// #endregion isObject
