import { SideDrawer } from '../../../ui/side-drawer';
import { PdfViewer } from '../../../ui/pdf-viewer';
import { resumePath } from '../intake-api';

export interface ResumeDrawerProps {
  /** The applicant whose resume to show; the drawer is open while this is not null. */
  applicationId: number | null;
  /** The applicant's name: in the heading and the downloaded file's name. */
  title?: string;
  onClose: () => void;
}

export const NO_RESUME_TEXT = 'No resume was uploaded.';

/** 'Asha Rao' → 'Asha-Rao-resume.pdf'; letters and digits only, as the server names it. */
function resumeFileName(title: string | undefined): string {
  const name = (title ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name ? `${name}-resume.pdf` : 'resume.pdf';
}

/**
 * View Resume: the applicant's PDF drawn in a side drawer (not the browser's PDF plug-in, which
 * the Teams clients lack), full screen on a phone. The viewer, and pdf.js with it, loads only when opened.
 */
export function ResumeDrawer({ applicationId, title, onClose }: ResumeDrawerProps) {
  return (
    <SideDrawer
      open={applicationId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title ? `Resume: ${title}` : 'Resume'}
      size="large"
    >
      {applicationId !== null && (
        <PdfViewer path={resumePath(applicationId)} fileName={resumeFileName(title)} missingText={NO_RESUME_TEXT} label="Resume pages" />
      )}
    </SideDrawer>
  );
}
