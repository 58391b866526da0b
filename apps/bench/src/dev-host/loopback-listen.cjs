// Preloaded into the MCP Inspector's processes (NODE_OPTIONS=--require) by the log bench: its UI
// server listens on every interface and has no host option; this keeps every listener that names
// no host on 127.0.0.1, so the bench never opens a port to the network.
const net = require("node:net");

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnLoopback(...args) {
  if (typeof args[0] === "number" && (args.length === 1 || typeof args[1] === "function")) {
    return listen.call(this, args[0], "127.0.0.1", ...args.slice(1));
  }
  if (typeof args[0] === "string" && /^\d+$/.test(args[0]) && (args.length === 1 || typeof args[1] === "function")) {
    return listen.call(this, Number(args[0]), "127.0.0.1", ...args.slice(1));
  }
  return listen.apply(this, args);
};
