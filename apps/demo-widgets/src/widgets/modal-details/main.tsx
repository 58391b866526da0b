import { mount } from "../../shared/mount.js";
import { ModalDetailsWidget } from "./modal-details.js";

mount(<ModalDetailsWidget />, { name: "modal-details" });
