import { PROFILE_LABELS, PROFILE_MENU } from "../host/profiles.js";

/** The profile picker's options, grouped (ChatGPT, Claude, editors, agents, host libraries, reference hosts). */
export function ProfileOptions() {
  return (
    <>
      {PROFILE_MENU.map((group) => (
        <optgroup key={group.name} label={group.name}>
          {group.profiles.map((id) => (
            <option key={id} value={id}>
              {PROFILE_LABELS[id]}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
