import { Navigate } from 'react-router-dom';
import { AdminDashboardPage } from '../admin/AdminDashboardPage';
import { useViewer } from '../../lib/viewer';
import { DashboardPage } from './DashboardPage';

/** Home is the firm dashboard, the back-office dashboard for the platform admin, and /message for clients. */
export function HomePage() {
  const { role } = useViewer();
  if (role === 'CLIENT') return <Navigate to="/message" replace />;
  return role === 'PLATFORM_ADMIN' ? <AdminDashboardPage /> : <DashboardPage />;
}
