// The certificates feature's public surface: the link other screens show (the map, the profile).
export { CertificateLink } from './CertificateLink';
