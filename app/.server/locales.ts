import enCommon from "../../locales/en/common.json";
import nlCommon from "../../locales/nl/common.json";

// Workers have no file system: the messages are bundled into the worker.
export const resources = {
  nl: { common: nlCommon },
  en: { common: enCommon },
};
