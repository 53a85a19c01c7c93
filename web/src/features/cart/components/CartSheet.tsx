import CloseIcon from "@mui/icons-material/Close";
import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";

/** The cart sheet, opening from the end side. A placeholder until the cart feature fills it. */
export function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 400 }, bgcolor: "background.default" } } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", px: 2.5, py: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {t("cart.title")}
        </Typography>
        <IconButton onClick={onClose} aria-label={t("cart.close")} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, display: "grid", placeItems: "center", p: 4, textAlign: "center" }}>
        <Box>
          <ShoppingBagOutlinedIcon sx={{ fontSize: 64, color: "secondary.main", mb: 2 }} />
          <Typography variant="h6" component="p">
            {t("cart.empty")}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t("cart.emptyHint")}
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.shop.listing} onClick={onClose}>
            {t("cart.continueShopping")}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
