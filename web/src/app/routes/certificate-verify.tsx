import { useParams } from 'react-router';
import { CertificateVerificationPage } from '../../features/certificates/components/certificate-verification.tsx';

export default function Route() {
  const { code = '' } = useParams();
  return <CertificateVerificationPage code={code} />;
}
