import HomeOutlinedIcon from "@mui/icons-material/HomeOutlined";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import SearchIcon from "@mui/icons-material/Search";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import type { NavMenuItem } from "../components/NavMenuList";
import { paths } from "@/config/paths";

/** The shop header's menu (spec section 2). */
export const SHOP_NAV: ReadonlyArray<NavMenuItem> = [
  { to: paths.shop.home, labelKey: "nav.home", icon: HomeOutlinedIcon },
  { to: paths.shop.listing, labelKey: "nav.products", icon: StorefrontOutlinedIcon },
  { to: paths.shop.about, labelKey: "nav.about", icon: InfoOutlinedIcon },
  { to: paths.shop.contact, labelKey: "nav.contact", icon: MailOutlinedIcon },
  { to: paths.shop.search, labelKey: "nav.search", icon: SearchIcon },
];
