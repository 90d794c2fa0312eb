import { useViewerRole } from "@/lib/viewer-role";
import { AdminMoney } from "../admin/admin-money";
import { UserWallet } from "../components/user-wallet";

/** /wallet: a freelancer's or company's wallet; an administrator sees the platform's money instead. */
export default function WalletScreen() {
  const role = useViewerRole();
  return role === "ADMIN" ? <AdminMoney /> : <UserWallet role={role} />;
}
