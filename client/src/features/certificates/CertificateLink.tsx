import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/kit/icons';
import { LangLink } from '../../ui/LangLink';
import './certificates.css';

/** A link to the child's certificates: on a completed course's map ("waiting") or on the profile. */
export function CertificateLink({ variant }: { variant: 'mapDone' | 'profile' }) {
  const { t } = useTranslation('certificates');
  return (
    <LangLink to="/certificates" className="button certificate-link" data-testid={`certificate-link-${variant}`}>
      <Icon name="star" size={22} />
      {t(`link.${variant}`)}
    </LangLink>
  );
}
