import type { CatalogIcon } from "@contracts";
import AirplayIcon from "@mui/icons-material/Airplay";
import CheckroomIcon from "@mui/icons-material/Checkroom";
import ChildCareIcon from "@mui/icons-material/ChildCare";
import CollectionsIcon from "@mui/icons-material/Collections";
import DryCleaningIcon from "@mui/icons-material/DryCleaning";
import FireplaceIcon from "@mui/icons-material/Fireplace";
import LocalLaundryServiceIcon from "@mui/icons-material/LocalLaundryService";
import ShoppingBasketIcon from "@mui/icons-material/ShoppingBasket";
import ThunderstormIcon from "@mui/icons-material/Thunderstorm";
import UmbrellaIcon from "@mui/icons-material/Umbrella";
import WatchIcon from "@mui/icons-material/Watch";
import type { IconComponent } from "@/shared/ui";

/** The spec's icon names (spec 5) drawn with their closest `@mui/icons-material` icon. */
export const CATALOG_ICON_COMPONENTS: Record<CatalogIcon, IconComponent> = {
  ShirtIcon: CheckroomIcon,
  CloudLightning: ThunderstormIcon,
  BabyIcon: ChildCareIcon,
  WatchIcon: WatchIcon,
  UmbrellaIcon: UmbrellaIcon,
  Shirt: DryCleaningIcon,
  WashingMachine: LocalLaundryServiceIcon,
  ShoppingBasket: ShoppingBasketIcon,
  Airplay: AirplayIcon,
  Images: CollectionsIcon,
  Heater: FireplaceIcon,
};

/** The icon for a stored name; unknown names get the basket. */
export function catalogIconComponent(name: string | undefined): IconComponent {
  return (name && CATALOG_ICON_COMPONENTS[name as CatalogIcon]) || ShoppingBasketIcon;
}
