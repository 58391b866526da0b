// The live examples: one demo widget in two hosts side by side, with a theme switch for both.
import { HOST_PROFILE_IDS, type HostProfileId } from "@hostbridge/testing/profiles";
import { useData } from "vitepress";
import { defineComponent, h, type PropType, type Ref, ref, watch } from "vue";
import type { LiveTheme } from "./live-widget.js";
import { LiveWidgetPane } from "./live-widget-pane.js";

/** The demo widgets the generator built, defined by the site config (the file is generated). */
declare const __LIVE_WIDGETS__: string[];

/** The first of `wanted` that is a profile (profiles are data that grows), else the generic host. */
const firstProfile = (...wanted: string[]): HostProfileId =>
  (wanted.find((id) => (HOST_PROFILE_IDS as readonly string[]).includes(id)) as HostProfileId | undefined) ??
  "mcp-apps";

export const LiveWidgets = defineComponent({
  name: "LiveWidgets",
  props: {
    /** The widget shown first. */
    widget: { type: String, default: "pizza-list" },
    /** The left host's profile (default ChatGPT). */
    left: { type: String as PropType<HostProfileId>, default: undefined },
    /** The right host's profile (default claude.ai). */
    right: { type: String as PropType<HostProfileId>, default: undefined },
  },
  setup(props) {
    // biome-ignore lint/correctness/useHookAtTopLevel: a Vue composable called in setup(), not a React hook.
    const { isDark } = useData();
    const widget = ref(props.widget);
    const theme = ref<LiveTheme>(isDark.value ? "dark" : "light");
    const left = ref<HostProfileId>(props.left ?? firstProfile("chatgpt"));
    const right = ref<HostProfileId>(props.right ?? firstProfile("claude-ai"));
    // The site's light/dark switch sets both hosts' theme; the select here overrides it.
    watch(isDark, (dark) => {
      theme.value = dark ? "dark" : "light";
    });

    const picker = (label: string, testId: string, value: string, options: string[], set: (value: string) => void) =>
      h("label", [
        `${label} `,
        h(
          "select",
          {
            value,
            "data-testid": testId,
            onChange: (event: Event) => set((event.target as HTMLSelectElement).value),
          },
          options.map((option) => h("option", { key: option, value: option, selected: option === value }, option)),
        ),
      ]);

    const pane = (label: string, profile: Ref<HostProfileId>) =>
      h(LiveWidgetPane, {
        widget: widget.value,
        theme: theme.value,
        label,
        profile: profile.value,
        "onUpdate:profile": (chosen: HostProfileId) => {
          profile.value = chosen;
        },
      });

    return () =>
      h("div", { class: "live-widgets", "data-testid": "live-widgets" }, [
        h("div", { class: "live-toolbar" }, [
          picker("Widget", "live-widget-select", widget.value, __LIVE_WIDGETS__, (value) => {
            widget.value = value;
          }),
          picker("Theme", "live-theme-select", theme.value, ["light", "dark"], (value) => {
            theme.value = value as LiveTheme;
          }),
        ]),
        h("div", { class: "live-panes" }, [pane("Host A", left), pane("Host B", right)]),
      ]);
  },
});
