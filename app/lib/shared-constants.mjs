/**
 * What the app and the Node servers and build scripts share, in plain JavaScript so both import it
 * (the app through Vite, scripts/serve.mjs, scripts/outbox.mjs and the build steps through Node).
 */

/**
 * The hidden field people never see and bots fill in (app/components/form/delivery.tsx). Its name
 * means nothing to autofill (no "website", "url", "fax", "company"...); the outbox flags a message
 * that has it filled.
 */
export const HONEYPOT_FIELD = "hp_f7q2";

/** The article a legacy `insightsBlog` address without a `section` shows (the app and the servers). */
export const DEFAULT_ARTICLE_SECTION = "marketing";

/**
 * The formats the content editor saves files in (scripts/cms-config.mjs names them in its
 * config; app/admin/yaml-format.ts registers them): the file as written, only changed fields anew.
 */
export const EDITOR_FORMATS = { yaml: "yml-as-written", frontMatter: "frontmatter-as-written" };

/**
 * The name the content editor's config gives a Decap backend ("github", "gitlab", "proxy"): the
 * same backend with the build's checks on deleting and uploading pictures (app/admin/checked-backend.ts).
 * @param {string} name
 */
export const checkedBackendName = (name) => `${name}-checked`;

/** Decap's bundle, which the content editor's script loads (app/admin/editor.ts) and its page preloads. */
export const DECAP_SCRIPT = "/admin/decap-cms.js";

/** Where the email library posts a form (`sendForm`); `npm start`'s outbox answers the same path. */
export const OUTBOX_PATH = "/api/v1.0/email/send-form";

/** Each form's email template: its VITE_* variable and the id used when the variable is not set. */
const EMAIL_TEMPLATES = {
  contact: ["VITE_EMAILJS_TEMPLATE_CONTACT", "template_contact"],
  write: ["VITE_EMAILJS_TEMPLATE_WRITE", "template_write"],
  careers: ["VITE_EMAILJS_TEMPLATE_CAREERS", "template_careers"],
};

/**
 * The template id each form sends as `template_id` (the outbox picks the form's schema by it).
 * @param {Record<string, string | undefined>} env
 * @returns {{ contact: string, write: string, careers: string }}
 */
export function emailTemplateIds(env) {
  return {
    contact: templateId(env, "contact"),
    write: templateId(env, "write"),
    careers: templateId(env, "careers"),
  };
}

/** @param {Record<string, string | undefined>} env @param {keyof typeof EMAIL_TEMPLATES} form */
function templateId(env, form) {
  const [variable, fallback] = EMAIL_TEMPLATES[form];
  const value = env[variable]?.trim();
  return value ? value : fallback;
}
