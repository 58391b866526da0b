// One host of the live examples: a profile picker and the widget in that host's frame (live-widget.ts).
import { HOST_PROFILE_IDS, HOST_PROFILES, type HostProfileId } from "@hostbridge/testing/profiles";
import { withBase } from "vitepress";
import { computed, defineComponent, h, onBeforeUnmount, onMounted, type PropType, ref, watch } from "vue";
import { type LiveTheme, type LiveWidget, mountLiveWidget, rendersUi } from "./live-widget.js";

/** The frame's height before the widget reports one, and the most the page gives it (CSS pixels). */
const INITIAL_HEIGHT = 320;
const MAX_HEIGHT = 720;

export const LiveWidgetPane = defineComponent({
  name: "LiveWidgetPane",
  props: {
    /** The demo widget to show. */
    widget: { type: String, required: true },
    /** The theme the host sends. */
    theme: { type: String as PropType<LiveTheme>, required: true },
    /** The pane's name ("Host A"). */
    label: { type: String, required: true },
    /** The profile this pane plays (`v-model:profile`). */
    profile: { type: String as PropType<HostProfileId>, required: true },
  },
  emits: { "update:profile": (profile: HostProfileId) => HOST_PROFILE_IDS.includes(profile) },
  setup(props, { emit }) {
    const container = ref<HTMLElement | null>(null);
    const height = ref(INITIAL_HEIGHT);
    const error = ref("");
    const current = computed(() => HOST_PROFILES[props.profile]);
    let mounted: LiveWidget | undefined;
    let generation = 0;

    /** A new widget or profile is a new frame, as a host shows a new tool result. */
    async function remount() {
      const run = ++generation;
      mounted?.dispose();
      mounted = undefined;
      error.value = "";
      height.value = INITIAL_HEIGHT;
      if (!container.value || !rendersUi(current.value)) return;
      try {
        const live = await mountLiveWidget(container.value, {
          widget: props.widget,
          profile: props.profile,
          theme: props.theme,
          base: withBase("/"),
          onHeight: (reported) => {
            if (run === generation) height.value = Math.min(reported, MAX_HEIGHT);
          },
        });
        if (run === generation) mounted = live;
        else live.dispose();
      } catch (failure) {
        if (run === generation) error.value = failure instanceof Error ? failure.message : String(failure);
      }
    }

    onMounted(remount);
    onBeforeUnmount(() => {
      generation++;
      mounted?.dispose();
    });
    watch(() => [props.widget, props.profile], remount);
    watch(
      () => props.theme,
      (theme) => mounted?.setTheme(theme),
    );

    return () => {
      const profile = current.value;
      const select = h(
        "select",
        {
          value: props.profile,
          "aria-label": `${props.label}: host profile`,
          "data-testid": "live-profile-select",
          onChange: (event: Event) =>
            emit("update:profile", (event.target as HTMLSelectElement).value as HostProfileId),
        },
        HOST_PROFILE_IDS.map((id) =>
          h("option", { key: id, value: id, selected: id === props.profile }, HOST_PROFILES[id].name),
        ),
      );
      return h(
        "section",
        { class: "live-pane", "data-theme": props.theme, "data-profile": props.profile, "data-testid": "live-pane" },
        [
          h("header", { class: "live-pane-header" }, [
            h("label", [props.label, " ", select]),
            h("a", { href: withBase(`/reference/hosts/${props.profile}`) }, "profile"),
          ]),
          h("p", { class: "live-pane-description" }, profile.description),
          rendersUi(profile)
            ? null
            : h(
                "p",
                { class: "live-pane-note", "data-testid": "live-no-ui" },
                "This host shows no widget: the user sees the tool's text content.",
              ),
          error.value
            ? h("p", { class: "live-pane-error", role: "alert", "data-testid": "live-error" }, error.value)
            : null,
          h("div", {
            ref: container,
            class: "live-frame",
            style: { height: `${height.value}px`, display: rendersUi(profile) ? "block" : "none" },
            "data-testid": "live-frame",
          }),
        ],
      );
    };
  },
});
