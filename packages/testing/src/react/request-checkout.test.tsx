import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { UnsupportedError } from "@hostbridge/core";
import { useRequestCheckout } from "@hostbridge/react";
import { renderWidget } from "../index.js";

// A widget with a "Pay" button, written against the hook as an app author would.
function CheckoutWidget() {
  const checkout = useRequestCheckout();
  const [answer, setAnswer] = useState("none");
  const pay = async () => {
    try {
      setAnswer(JSON.stringify(await checkout({ id: "cs_123" })));
    } catch (error) {
      setAnswer(error instanceof UnsupportedError ? "unsupported" : String(error));
    }
  };
  return (
    <div>
      <p data-testid="supported">{String(checkout.isSupported)}</p>
      <p data-testid="answer">{answer}</p>
      <button onClick={pay}>Pay</button>
    </div>
  );
}

describe("useRequestCheckout with the fake ChatGPT host", () => {
  it("reaches window.openai.requestCheckout: recorded, answered by the default", async () => {
    const view = await renderWidget(<CheckoutWidget />, { host: "chatgpt" });
    expect(screen.getByTestId("supported").textContent).toBe("true");
    await act(async () => screen.getByText("Pay").click());
    await view.settle();
    expect(screen.getByTestId("answer").textContent).toBe('{"status":"completed"}');
    expect(view.chatgpt!.checkouts).toEqual([{ id: "cs_123" }]);
    expect(view.chatgpt!.callsOf("requestCheckout")).toEqual([{ fn: "requestCheckout", args: [{ id: "cs_123" }] }]);
  });

  it("answers with handlers.requestCheckout when given (the default records nothing then)", async () => {
    const view = await renderWidget(<CheckoutWidget />, {
      host: "chatgpt",
      chatgpt: { handlers: { requestCheckout: (options) => ({ status: "canceled", session: options.id }) } },
    });
    await act(async () => screen.getByText("Pay").click());
    await view.settle();
    expect(screen.getByTestId("answer").textContent).toBe('{"status":"canceled","session":"cs_123"}');
    expect(view.chatgpt!.checkouts).toEqual([]);
  });

  it("is unsupported where ChatGPT has no Checkout API (checkout: false) and on a plain MCP Apps host", async () => {
    for (const options of [{ host: "chatgpt", chatgpt: { checkout: false } }, { host: "mcp-apps" }] as const) {
      const view = await renderWidget(<CheckoutWidget />, options);
      expect(screen.getByTestId("supported").textContent).toBe("false");
      await act(async () => screen.getByText("Pay").click());
      await view.settle();
      expect(screen.getByTestId("answer").textContent).toBe("unsupported");
      await view.cleanup();
    }
  });
});

describe("host.requestCheckout (core) with the fake ChatGPT host", () => {
  it("passes the options through and rejects a non-object before reaching the fake", async () => {
    const view = await renderWidget(<p>widget</p>, { host: "chatgpt" });
    await expect(view.host.requestCheckout({ id: "cs_9", total: 1200 })).resolves.toEqual({ status: "completed" });
    await expect(view.host.requestCheckout("cs_9" as never)).rejects.toThrow("requestCheckout: invalid options.");
    expect(view.chatgpt!.checkouts).toEqual([{ id: "cs_9", total: 1200 }]);
  });
});
