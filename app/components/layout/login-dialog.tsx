import { BriefcaseBusiness, ShieldCheck } from "lucide-react";
import { site } from "~/content/site";
import { StaticDialog } from "../ui/dialog";
import { loginTexts } from "~/content/ui";

/** The Login buttons of the header and the mobile menu open it by this id (`commandfor`). */
export const LOGIN_DIALOG_ID = "login-dialog";

const choices = [
  { label: loginTexts.recruiter, text: loginTexts.recruiterText, Icon: BriefcaseBusiness },
  { label: loginTexts.admin, text: loginTexts.adminText, Icon: ShieldCheck },
] as const;

/**
 * "Login as" (spec §2 Header): both choices lead to the external recruiting sign-in page. A
 * `<dialog>` in every page (outside the header landmark), opened by the platform: no code loads.
 */
export function LoginDialog() {
  return (
    <StaticDialog
      id={LOGIN_DIALOG_ID}
      title={loginTexts.title}
      titleId="login-title"
      data-pagefind-ignore="all"
    >
      <ul className="space-y-3">
        {choices.map(({ label, text, Icon }) => (
          <li key={label}>
            <a
              href={site.external.recruiterLogin}
              rel="noopener"
              className="flex items-center gap-4 rounded-xl border border-line p-4 transition-colors hover:border-brand hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-6 text-brand" />
              <span>
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-muted">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </StaticDialog>
  );
}
