import './buy-strings.ts';
import { Navigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useDetails } from '../../lib/storage.ts';
import { CostLanding } from './cost-landing.tsx';
import './buy.css';

/** /tcocalculator: the intro on the first visit, the finder once the intro has been seen. */
export default function TcoCalculatorPage() {
  const details = useDetails();
  if (details.viewedCOVScreen) return <Navigate to={paths.fcv} replace />;
  return <CostLanding titleKey="titles.tco" />;
}
