import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard';

export default function AdminHomeRoute() {
  return <AdminDashboard />;
}
