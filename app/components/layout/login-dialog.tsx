import { BriefcaseBusiness, ShieldCheck } from "lucide-react";
import { site } from "~/content/site";
import { Dialog } from "../ui/dialog";
import { loginTexts } from "~/content/ui";

const choices = [
  { label: loginTexts.recruiter, text: loginTexts.recruiterText, Icon: BriefcaseBusiness },
  { label: loginTexts.admin, text: loginTexts.adminText, Icon: ShieldCheck },
] as const;

/** "Login as" (spec §2 Header): both choices lead to the external recruiting sign-in page. */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={loginTexts.title} titleId="login-title">
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
    </Dialog>
  );
}
