/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name: ((inputs?: Shell_Language_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label: ((inputs?: Shell_Language_Switch_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint: ((inputs?: Shell_Language_Switch_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty: ((inputs?: Shell_Cart_Label_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Label_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {count} item" |
* | "other" | "Cart, {count} items" |
*
* @param {Shell_Cart_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label: ((inputs: Shell_Cart_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop: ((inputs?: Shell_Footer_ShopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ShopInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help: ((inputs?: Shell_Footer_HelpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_HelpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq: ((inputs?: Shell_Footer_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact: ((inputs?: Shell_Footer_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches: ((inputs?: Shell_Footer_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit: ((inputs?: Shell_Footer_Cover_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Cover_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company: ((inputs?: Shell_Footer_CompanyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CompanyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach: ((inputs?: Shell_Footer_Our_ApproachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Our_ApproachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements: ((inputs?: Shell_Footer_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers: ((inputs?: Shell_Footer_CareersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CareersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site: ((inputs?: Shell_Footer_External_SiteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_External_SiteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account: ((inputs?: Shell_Footer_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account: ((inputs?: Shell_Footer_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account: ((inputs?: Shell_Footer_Create_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Create_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in: ((inputs?: Shell_Footer_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies: ((inputs?: Shell_Footer_PoliciesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PoliciesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy: ((inputs?: Shell_Footer_PrivacyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PrivacyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms: ((inputs?: Shell_Footer_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy: ((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright: ((inputs?: Shell_Footer_CopyrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CopyrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social: ((inputs?: Shell_Footer_SocialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SocialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language: ((inputs?: Shell_Footer_LanguageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_LanguageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home: ((inputs?: Shell_Header_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Header_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title: ((inputs?: Shell_Menu_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close: ((inputs?: Shell_Menu_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main: ((inputs?: Shell_Menu_MainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_MainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account: ((inputs?: Shell_Menu_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in: ((inputs?: Shell_Menu_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq: ((inputs?: Shell_Menu_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact: ((inputs?: Shell_Menu_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out: ((inputs?: Shell_Menu_Sign_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back: ((inputs?: Shell_Menu_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all: ((inputs: Shell_Menu_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge: ((inputs?: Shell_Sale_BadgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sale_BadgeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand: ((inputs?: Shell_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi, {name}" |
*
* @param {Shell_Account_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_greeting: ((inputs: Shell_Account_GreetingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_GreetingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_my_account: ((inputs?: Shell_Account_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Account_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_sign_in: ((inputs?: Shell_Account_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Account_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your cart" |
*
* @param {Shell_Cart_Popup_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_added: ((inputs?: Shell_Cart_Popup_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not added to your cart" |
*
* @param {Shell_Cart_Popup_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_not_added: ((inputs?: Shell_Cart_Popup_Not_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Not_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart cleared" |
*
* @param {Shell_Cart_Popup_ClearedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared: ((inputs?: Shell_Cart_Popup_ClearedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_ClearedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart and return cart are now empty." |
*
* @param {Shell_Cart_Popup_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared_text: ((inputs?: Shell_Cart_Popup_Cleared_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Cleared_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Shell_Cart_Popup_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_add_error: ((inputs?: Shell_Cart_Popup_Add_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_Add_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}." |
*
* @param {Shell_Cart_Popup_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_item: ((inputs: Shell_Cart_Popup_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} item in your cart." |
* | "other" | "You have {count} items in your cart." |
*
* @param {Shell_Cart_Popup_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_count: ((inputs: Shell_Cart_Popup_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Shell_Cart_Popup_View_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_view_cart: ((inputs?: Shell_Cart_Popup_View_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_View_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shell_Cart_Popup_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_checkout: ((inputs?: Shell_Cart_Popup_CheckoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Popup_CheckoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop by category" |
*
* @param {Shell_Category_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_category_menu_label: ((inputs?: Shell_Category_Menu_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Category_Menu_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final liquidation sale: 85% off everything." |
*
* @param {Shell_Liquidation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_title: ((inputs?: Shell_Liquidation_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, from our warehouse in Mississauga, Ontario." |
*
* @param {Shell_Liquidation_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_pickup: ((inputs?: Shell_Liquidation_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the sale policy" |
*
* @param {Shell_Liquidation_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_policy_link: ((inputs?: Shell_Liquidation_Policy_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Liquidation_Policy_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Shell_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_title: ((inputs?: Shell_Location_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from our {city} depot, so there is no city to choose." |
*
* @param {Shell_Location_Pinned_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_city: ((inputs: Shell_Location_Pinned_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from one depot." |
*
* @param {Shell_Location_PinnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned: ((inputs?: Shell_Location_PinnedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_PinnedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop from {city}" |
*
* @param {Shell_Location_Shop_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_shop_from: ((inputs: Shell_Location_Shop_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Shop_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Shell_Location_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_continue: ((inputs?: Shell_Location_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and availability are those of the {city}, {province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_city: ((inputs: Shell_Location_Pinned_Prices_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_Prices_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_default: ((inputs?: Shell_Location_Pinned_Prices_DefaultInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Pinned_Prices_DefaultInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours." |
*
* @param {Shell_Location_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_description: ((inputs?: Shell_Location_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You are shopping in {city}, {province}." |
*
* @param {Shell_Location_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_current: ((inputs: Shell_Location_CurrentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_CurrentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Shell_Location_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_select_city: ((inputs?: Shell_Location_Select_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_Select_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Shell_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_button: ((inputs?: Shell_Location_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Location_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can't find the page you're looking for" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title: ((inputs?: Shell_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_page_title: ((inputs?: Shell_Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping." |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text: ((inputs?: Shell_Not_Found_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms to shop" |
*
* @param {Shell_Not_Found_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_rooms: ((inputs?: Shell_Not_Found_RoomsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Not_Found_RoomsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link: ((inputs?: Shell_Home_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Home_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% off all furniture" |
*
* @param {Shell_Promo_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_sale: ((inputs?: Shell_Promo_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Shell_Promo_Made_In_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_made_in_canada: ((inputs?: Shell_Promo_Made_In_CanadaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_Made_In_CanadaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered and assembled by our own crew" |
*
* @param {Shell_Promo_Own_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_own_crew: ((inputs?: Shell_Promo_Own_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Promo_Own_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing Information Update Required! Click Here to Update." |
*
* @param {Shell_Billing_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_billing_alert: ((inputs?: Shell_Billing_AlertInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Billing_AlertInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Popular categories" |
*
* @param {Shell_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_links_label: ((inputs?: Shell_Quick_Links_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Links_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Shell_Quick_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sofas: ((inputs?: Shell_Quick_SofasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_SofasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Shell_Quick_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sectionals: ((inputs?: Shell_Quick_SectionalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_SectionalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Shell_Quick_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_lounge_chairs: ((inputs?: Shell_Quick_Lounge_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Lounge_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Shell_Quick_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_loveseats: ((inputs?: Shell_Quick_LoveseatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_LoveseatsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Shell_Quick_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_coffee_tables: ((inputs?: Shell_Quick_Coffee_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Coffee_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Shell_Quick_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_end_tables: ((inputs?: Shell_Quick_End_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_End_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Shell_Quick_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_tables: ((inputs?: Shell_Quick_Dining_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Dining_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Shell_Quick_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_chairs: ((inputs?: Shell_Quick_Dining_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Dining_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Shell_Quick_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_beds: ((inputs?: Shell_Quick_BedsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_BedsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search: ((inputs?: Shell_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close search" |
*
* @param {Shell_Search_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_close: ((inputs?: Shell_Search_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Search_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Press Enter to see results." |
*
* @param {Shell_Search_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_hint: ((inputs?: Shell_Search_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Search_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_title: ((inputs?: Shell_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment." |
*
* @param {Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text: ((inputs?: Shell_Error_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing." |
*
* @param {Shell_Error_Text_UnreportedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text_unreported: ((inputs?: Shell_Error_Text_UnreportedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_Text_UnreportedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_retry: ((inputs?: Shell_Error_RetryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Error_RetryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content: ((inputs?: Shell_Skip_To_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Shell_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back: ((inputs?: Shell_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Address" |
*
* @param {Shell_Back_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_address: ((inputs?: Shell_Back_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Products" |
*
* @param {Shell_Back_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_products: ((inputs?: Shell_Back_My_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_My_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Shell_Back_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_account: ((inputs?: Shell_Back_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Back_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browser not supported" |
*
* @param {Shell_Unsupported_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_page_title: ((inputs?: Shell_Unsupported_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please update your browser" |
*
* @param {Shell_Unsupported_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_heading: ((inputs?: Shell_Unsupported_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We apologize our site does not support your browser." |
*
* @param {Shell_Unsupported_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_text: ((inputs?: Shell_Unsupported_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:" |
*
* @param {Shell_Unsupported_FeaturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_features: ((inputs?: Shell_Unsupported_FeaturesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_FeaturesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you would rather shop by phone, our customer care team can help at" |
*
* @param {Shell_Unsupported_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_phone: ((inputs?: Shell_Unsupported_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Unsupported_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Shell_Version_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_title: ((inputs?: Shell_Version_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Version_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Release" |
*
* @param {Shell_Version_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_release: ((inputs?: Shell_Version_ReleaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Version_ReleaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Shell_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ab: ((inputs?: Shell_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Shell_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_bc: ((inputs?: Shell_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Shell_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_mb: ((inputs?: Shell_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Shell_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nb: ((inputs?: Shell_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Shell_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nl: ((inputs?: Shell_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Shell_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ns: ((inputs?: Shell_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Shell_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nt: ((inputs?: Shell_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Shell_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nu: ((inputs?: Shell_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Shell_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_on: ((inputs?: Shell_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Shell_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_pe: ((inputs?: Shell_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Shell_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_qc: ((inputs?: Shell_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Shell_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_sk: ((inputs?: Shell_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Shell_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_yt: ((inputs?: Shell_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_close: ((inputs?: Ui_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss: ((inputs?: Ui_DismissInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_DismissInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notifications: ((inputs?: Ui_NotificationsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Notification" |
*
* @param {Ui_NotificationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notification: ((inputs?: Ui_NotificationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading: ((inputs?: Ui_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading please wait..." |
*
* @param {Ui_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading_wait: ((inputs?: Ui_Loading_WaitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Loading_WaitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Ui_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_on_this_page: ((inputs?: Ui_On_This_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_On_This_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Ui_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_breadcrumb: ((inputs?: Ui_BreadcrumbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_BreadcrumbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Ui_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_pages: ((inputs?: Ui_PagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_PagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Ui_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_page: ((inputs?: Ui_Previous_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Previous_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Ui_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous: ((inputs?: Ui_PreviousInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_PreviousInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Ui_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_page: ((inputs?: Ui_Next_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Next_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next: ((inputs?: Ui_NextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Ui_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_page_number: ((inputs: Ui_Page_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Page_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_try_again: ((inputs?: Ui_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Ui_Previous_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_image: ((inputs?: Ui_Previous_ImageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Previous_ImageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Ui_Next_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_image: ((inputs?: Ui_Next_ImageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Next_ImageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ui_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_show: ((inputs?: Ui_Password_ShowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_ShowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Ui_Password_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_hide: ((inputs?: Ui_Password_HideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_HideInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "password" |
*
* @param {Ui_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_subject: ((inputs?: Ui_Password_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Password_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Ui_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_final_sale: ((inputs?: Ui_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Ui_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_or_from: ((inputs?: Ui_Or_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Or_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "More pictures" |
*
* @param {Ui_Gallery_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_more: ((inputs?: Ui_Gallery_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View {name} full screen" |
*
* @param {Ui_Gallery_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_full_screen: ((inputs: Ui_Gallery_Full_ScreenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_Full_ScreenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View picture {number} of {total}: {name}" |
*
* @param {Ui_Gallery_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_picture: ((inputs: Ui_Gallery_PictureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Gallery_PictureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Play promotions" |
*
* @param {Ui_Promo_PlayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_play: ((inputs?: Ui_Promo_PlayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Promo_PlayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pause promotions" |
*
* @param {Ui_Promo_PauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_pause: ((inputs?: Ui_Promo_PauseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Promo_PauseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Ui_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_rating: ((inputs: Ui_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Ui_StarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_stars: ((inputs: Ui_StarsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_StarsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Ui_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_reviews: ((inputs: Ui_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search furniture" |
*
* @param {Ui_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_label: ((inputs?: Ui_Search_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas, oak, velvet…" |
*
* @param {Ui_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_placeholder: ((inputs?: Ui_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Ui_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_submit: ((inputs?: Ui_Search_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Search_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Ui_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_unavailable: ((inputs?: Ui_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Ui_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_label: ((inputs?: Ui_Address_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Ui_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_first_name: ((inputs?: Ui_Address_First_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_First_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Ui_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_last_name: ((inputs?: Ui_Address_Last_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Last_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Ui_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone: ((inputs?: Ui_Address_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For the delivery crew" |
*
* @param {Ui_Address_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone_hint: ((inputs?: Ui_Address_Phone_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Phone_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Ui_Address_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_street: ((inputs?: Ui_Address_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Ui_Address_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_unit: ((inputs?: Ui_Address_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Ui_Address_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_city: ((inputs?: Ui_Address_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province" |
*
* @param {Ui_Address_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province: ((inputs?: Ui_Address_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a province" |
*
* @param {Ui_Address_Province_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province_placeholder: ((inputs?: Ui_Address_Province_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Province_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Ui_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code: ((inputs?: Ui_Address_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like A1A 1A1" |
*
* @param {Ui_Address_Postal_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code_hint: ((inputs?: Ui_Address_Postal_Code_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Postal_Code_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Building type" |
*
* @param {Ui_Address_Building_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_building_type: ((inputs?: Ui_Address_Building_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Building_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Ui_Address_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_choose_one: ((inputs?: Ui_Address_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "House" |
*
* @param {Ui_Address_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_house: ((inputs?: Ui_Address_HouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_HouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Ui_Address_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_apartment: ((inputs?: Ui_Address_ApartmentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ApartmentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Ui_Address_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_condo: ((inputs?: Ui_Address_CondoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_CondoInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Ui_Address_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_townhouse: ((inputs?: Ui_Address_TownhouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_TownhouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Ui_Address_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_office: ((inputs?: Ui_Address_OfficeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_OfficeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Ui_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_floor: ((inputs?: Ui_Address_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buzzer" |
*
* @param {Ui_Address_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_buzzer: ((inputs?: Ui_Address_BuzzerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_BuzzerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receiving hours" |
*
* @param {Ui_Address_Receiving_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours: ((inputs?: Ui_Address_Receiving_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Receiving_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When someone can let the crew in" |
*
* @param {Ui_Address_Receiving_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours_hint: ((inputs?: Ui_Address_Receiving_Hours_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Receiving_Hours_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Elevator access" |
*
* @param {Ui_Address_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_elevator: ((inputs?: Ui_Address_ElevatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_ElevatorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading dock door" |
*
* @param {Ui_Address_Dock_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_dock_door: ((inputs?: Ui_Address_Dock_DoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_Dock_DoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make this my main address" |
*
* @param {Ui_Address_PrimaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_primary: ((inputs?: Ui_Address_PrimaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_PrimaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery instructions" |
*
* @param {Ui_Address_InstructionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_instructions: ((inputs?: Ui_Address_InstructionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_InstructionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving the address" |
*
* @param {Ui_Address_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_saving: ((inputs?: Ui_Address_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Address_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Ui_Card_ProcessorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_processor: ((inputs?: Ui_Card_ProcessorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ProcessorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Ui_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_name: ((inputs?: Ui_Card_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Ui_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_number: ((inputs?: Ui_Card_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Ui_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry: ((inputs?: Ui_Card_ExpiryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ExpiryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Ui_Card_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry_placeholder: ((inputs?: Ui_Card_Expiry_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Expiry_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Ui_Card_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_security_code: ((inputs?: Ui_Card_Security_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Security_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Cart_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_checkout: ((inputs?: Cart_CheckoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_CheckoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Cart_Blocked_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_no_city: ((inputs?: Cart_Blocked_No_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_No_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking prices before checkout…" |
*
* @param {Cart_Blocked_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_updating: ((inputs?: Cart_Blocked_UpdatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_UpdatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart: try again first" |
*
* @param {Cart_Blocked_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_failed: ((inputs?: Cart_Blocked_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the items that can't be ordered first" |
*
* @param {Cart_Blocked_Line_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_line_errors: ((inputs?: Cart_Blocked_Line_ErrorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Blocked_Line_ErrorsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Cart_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_page_title: ((inputs?: Cart_Page_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Page_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Cart_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_dismiss: ((inputs?: Cart_DismissInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_DismissInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read your saved cart, so it was emptied. Please add your items again." |
*
* @param {Cart_Discarded_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_discarded_notice: ((inputs?: Cart_Discarded_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Discarded_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: this price buys the piece outright — no subscription, pickup only." |
*
* @param {Cart_Liquidation_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_liquidation_purchase: ((inputs?: Cart_Liquidation_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Liquidation_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can price your cart with its delivery fee and taxes." |
*
* @param {Cart_City_Reason_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_reason_cart: ((inputs?: Cart_City_Reason_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_City_Reason_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_title: ((inputs?: Cart_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Cart_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_browse_furniture: ((inputs?: Cart_Browse_FurnitureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Browse_FurnitureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add furniture from any product page, and it will wait for you here." |
*
* @param {Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_text: ((inputs?: Cart_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add assembly" |
*
* @param {Cart_Add_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_assembly: ((inputs?: Cart_Add_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery for {price}." |
*
* @param {Cart_Assembly_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint_price: ((inputs: Cart_Assembly_Hint_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Assembly_Hint_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery." |
*
* @param {Cart_Assembly_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint: ((inputs?: Cart_Assembly_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Assembly_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Updating prices…" |
*
* @param {Cart_Updating_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_updating_prices: ((inputs?: Cart_Updating_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Updating_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart" |
*
* @param {Cart_Quote_Failed_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_cart: ((inputs?: Cart_Quote_Failed_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price your cart. Check your connection and try again." |
*
* @param {Cart_Quote_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_error: ((inputs?: Cart_Quote_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery date chosen: {date}" |
*
* @param {Cart_Delivery_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_delivery_chosen: ((inputs: Cart_Delivery_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Delivery_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share cart" |
*
* @param {Cart_Share_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_cart: ((inputs?: Cart_Share_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Empty cart" |
*
* @param {Cart_Empty_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_cart: ((inputs?: Cart_Empty_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Empty_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Cart_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_lines_label: ((inputs?: Cart_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{option}: {value}" |
*
* @param {Cart_Line_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_option: ((inputs: Cart_Line_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Line_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover" |
*
* @param {Cart_Pivotcare_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label: ((inputs?: Cart_Pivotcare_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare damage cover +{price}" |
*
* @param {Cart_Pivotcare_Label_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label_price: ((inputs: Cart_Pivotcare_Label_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_Label_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Covers accidental damage while the piece is with you." |
*
* @param {Cart_Pivotcare_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_hint: ((inputs?: Cart_Pivotcare_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pivotcare_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: no returns or exchanges." |
*
* @param {Cart_Line_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_final_sale: ((inputs?: Cart_Line_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Line_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Cart_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity: ((inputs?: Cart_QuantityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_QuantityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Cart_Quantity_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_count: ((inputs: Cart_Quantity_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quantity_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove: ((inputs?: Cart_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove_line: ((inputs: Cart_Remove_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Remove_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly subscription" |
*
* @param {Cart_Way_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_subscription: ((inputs?: Cart_Way_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Cart_Way_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_financing: ((inputs?: Cart_Way_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Cart_Way_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_rental: ((inputs?: Cart_Way_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Cart_Way_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_buy: ((inputs?: Cart_Way_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale, monthly" |
*
* @param {Cart_Way_Final_Sale_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale_monthly: ((inputs?: Cart_Way_Final_Sale_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_Final_Sale_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Cart_Way_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale: ((inputs?: Cart_Way_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{way}, {months}-month minimum" |
*
* @param {Cart_Way_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_minimum: ((inputs: Cart_Way_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{way}, {months} months" |
*
* @param {Cart_Way_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_months: ((inputs: Cart_Way_MonthsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Way_MonthsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount} · total {total}" |
*
* @param {Cart_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_financing: ((inputs: Cart_Terms_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yours after {payments} payments" |
*
* @param {Cart_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_subscription: ((inputs: Cart_Terms_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Cart_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_rental: ((inputs?: Cart_Terms_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Terms_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Cart_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_summary_title: ((inputs?: Cart_Summary_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Summary_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Cart_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_due_today: ((inputs?: Cart_Due_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Due_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Cart_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_then_monthly: ((inputs?: Cart_Then_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Then_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Cart_Row_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_purchases: ((inputs?: Cart_Row_PurchasesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_PurchasesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "First month of monthly items" |
*
* @param {Cart_Row_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_first_month: ((inputs?: Cart_Row_First_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_First_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Cart_Row_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_pickup: ((inputs?: Cart_Row_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Cart_Row_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_free: ((inputs?: Cart_Row_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Cart_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_delivery: ((inputs?: Cart_Row_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Cart_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_assembly: ((inputs?: Cart_Row_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Cart_Row_Account_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_account_credit: ((inputs?: Cart_Row_Account_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Account_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total due today" |
*
* @param {Cart_Row_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_total_today: ((inputs?: Cart_Row_Total_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Total_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly items" |
*
* @param {Cart_Row_Monthly_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_monthly_items: ((inputs?: Cart_Row_Monthly_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Monthly_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each month" |
*
* @param {Cart_Row_Each_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_each_month: ((inputs?: Cart_Row_Each_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Row_Each_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "GST" |
*
* @param {Cart_Tax_GstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_gst: ((inputs?: Cart_Tax_GstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_GstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "HST" |
*
* @param {Cart_Tax_HstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_hst: ((inputs?: Cart_Tax_HstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_HstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "QST" |
*
* @param {Cart_Tax_QstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_qst: ((inputs?: Cart_Tax_QstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_QstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PST" |
*
* @param {Cart_Tax_PstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_pst: ((inputs?: Cart_Tax_PstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_PstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "RST" |
*
* @param {Cart_Tax_RstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rst: ((inputs?: Cart_Tax_RstInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_RstInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{tax} {percent}%" |
*
* @param {Cart_Tax_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rate: ((inputs: Cart_Tax_RateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Tax_RateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout." |
*
* @param {Cart_Pickup_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pickup_note: ((inputs: Cart_Pickup_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Pickup_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated delivery: {from} to {to}" |
*
* @param {Cart_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_estimated_delivery: ((inputs: Cart_Estimated_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Estimated_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale items" |
*
* @param {Cart_Final_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_title: ((inputs?: Cart_Final_Sale_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Final_Sale_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Some items are final sale: they cannot be returned or exchanged." |
*
* @param {Cart_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_text: ((inputs?: Cart_Final_Sale_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Final_Sale_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at th..." |
*
* @param {Cart_Sale_Notice_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_one: ((inputs: Cart_Sale_Notice_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase ..." |
*
* @param {Cart_Sale_Notice_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_other: ((inputs: Cart_Sale_Notice_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item" |
*
* @param {Cart_Sale_Notice_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_an_item: ((inputs?: Cart_Sale_Notice_An_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Sale_Notice_An_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Cart_List_AndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_list_and: ((inputs: Cart_List_AndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_List_AndInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Cart_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_title: ((inputs?: Cart_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Cart_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_network: ((inputs?: Cart_Error_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Cart_Error_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_general: ((inputs?: Cart_Error_GeneralInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Error_GeneralInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Cart_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_try_again: ((inputs?: Cart_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Cart_Home_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_home_page: ((inputs?: Cart_Home_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Home_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Priced for our {place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed." |
*
* @param {Cart_City_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_fixed: ((inputs: Cart_City_FixedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_City_FixedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your city" |
*
* @param {Cart_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city: ((inputs?: Cart_Your_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Your_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices, availability, delivery fees and taxes are those of this city." |
*
* @param {Cart_Your_City_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city_hint: ((inputs?: Cart_Your_City_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Your_City_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Cart_Choose_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_choose_location: ((inputs?: Cart_Choose_LocationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Choose_LocationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Cart_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_select_city: ((inputs?: Cart_Select_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Select_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading cities…" |
*
* @param {Cart_Loading_CitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_loading_cities: ((inputs?: Cart_Loading_CitiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Loading_CitiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the list of cities." |
*
* @param {Cart_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_cities_failed: ((inputs?: Cart_Cities_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Cities_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Packages" |
*
* @param {Cart_PackagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages: ((inputs?: Cart_PackagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_PackagesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces of the {name}" |
*
* @param {Cart_Package_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pictures: ((inputs: Cart_Package_PicturesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_PicturesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In this package: {count} piece" |
* | "other" | "In this package: {count} pieces" |
*
* @param {Cart_Package_Pieces_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pieces_heading: ((inputs: Cart_Package_Pieces_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Pieces_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the package" |
*
* @param {Cart_Package_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_lines_label: ((inputs?: Cart_Package_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One piece is no longer sold and is left out." |
*
* @param {Cart_Package_Missing_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_one: ((inputs?: Cart_Package_Missing_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Missing_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} pieces are no longer sold and are left out." |
*
* @param {Cart_Package_Missing_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_other: ((inputs: Cart_Package_Missing_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Missing_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this package" |
*
* @param {Cart_Quote_Failed_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_package: ((inputs?: Cart_Quote_Failed_PackageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_PackageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add package to cart" |
*
* @param {Cart_Add_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_package: ((inputs?: Cart_Add_PackageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_PackageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms we put together for you: pieces that go together, added to your cart in one step." |
*
* @param {Cart_Packages_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_intro: ((inputs?: Cart_Packages_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No packages right now" |
*
* @param {Cart_Packages_None_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_title: ((inputs?: Cart_Packages_None_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_None_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check back soon, or shop piece by piece." |
*
* @param {Cart_Packages_None_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_text: ((inputs?: Cart_Packages_None_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_None_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All packages" |
*
* @param {Cart_Packages_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_all: ((inputs?: Cart_Packages_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Packages_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pieces · {description}" |
* | "other" | "{count} pieces · {description}" |
*
* @param {Cart_Package_Tile_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_tile_note: ((inputs: Cart_Package_Tile_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Package_Tile_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share your cart" |
*
* @param {Cart_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_title: ((inputs?: Cart_Share_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to before you share your cart." |
*
* @param {Cart_Share_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_city_reason: ((inputs?: Cart_Share_City_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_City_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add furniture to your cart, then come back to share it." |
*
* @param {Cart_Share_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_empty_text: ((inputs?: Cart_Share_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever open..." |
*
* @param {Cart_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_intro: ((inputs?: Cart_Share_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the cart you are sharing" |
*
* @param {Cart_Share_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_lines_label: ((inputs?: Cart_Share_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link to your cart" |
*
* @param {Cart_Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_label: ((inputs?: Cart_Share_Link_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Link_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone with this link can see these items until {date}." |
*
* @param {Cart_Share_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_hint: ((inputs: Cart_Share_Link_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Link_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Cart_Share_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy: ((inputs?: Cart_Share_CopyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CopyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Open the link" |
*
* @param {Cart_Share_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_open: ((inputs?: Cart_Share_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Cart_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copied: ((inputs?: Cart_Share_CopiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CopiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser would not copy it: the link is selected, copy it from there." |
*
* @param {Cart_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy_failed: ((inputs?: Cart_Share_Copy_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Copy_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The link was not made" |
*
* @param {Cart_Share_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed_title: ((inputs?: Cart_Share_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry: the link could not be made. Please try again in a moment." |
*
* @param {Cart_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed: ((inputs?: Cart_Share_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create link" |
*
* @param {Cart_Share_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_create: ((inputs?: Cart_Share_CreateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Share_CreateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to your cart" |
*
* @param {Cart_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_back_to_cart: ((inputs?: Cart_Back_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Back_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart" |
*
* @param {Cart_Shared_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_title: ((inputs?: Cart_Shared_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart not found" |
*
* @param {Cart_Shared_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_not_found_title: ((inputs?: Cart_Shared_Not_Found_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Not_Found_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This shared cart link has expired or does not exist" |
*
* @param {Cart_Shared_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired: ((inputs?: Cart_Shared_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Cart_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_go_to_cart: ((inputs?: Cart_Go_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Go_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue." |
*
* @param {Cart_Shared_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired_text: ((inputs?: Cart_Shared_Expired_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Expired_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone shared this item with you. Add it to your cart to order, or to keep shopping with it." |
*
* @param {Cart_Shared_With_You_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_one: ((inputs?: Cart_Shared_With_You_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_With_You_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone shared these {count} items with you. Add them to your cart to order, or to keep shopping with them." |
*
* @param {Cart_Shared_With_You_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_other: ((inputs: Cart_Shared_With_You_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_With_You_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your cart now holds the {count} item of the shared cart." |
* | "other" | "Your cart now holds the {count} items of the shared cart." |
*
* @param {Cart_Shared_Loaded_ReplaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_replace: ((inputs: Cart_Shared_Loaded_ReplaceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_ReplaceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added the shared items to your cart: {added} new, {increased} already there (quantity raised)." |
*
* @param {Cart_Shared_Loaded_IncreasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_increased: ((inputs: Cart_Shared_Loaded_IncreasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_IncreasedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Added {count} shared line to your cart." |
* | "other" | "Added {count} shared lines to your cart." |
*
* @param {Cart_Shared_Loaded_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_added: ((inputs: Cart_Shared_Loaded_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Loaded_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantities are held at 20 per item." |
*
* @param {Cart_Shared_CappedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_capped: ((inputs?: Cart_Shared_CappedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_CappedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} left out: a cart holds at most 50 different items." |
* | "other" | "{count} left out: a cart holds at most 50 different items." |
*
* @param {Cart_Shared_SkippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_skipped: ((inputs: Cart_Shared_SkippedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_SkippedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Cart_Shared_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_add_error: ((inputs?: Cart_Shared_Add_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Add_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can show this cart's prices for you." |
*
* @param {Cart_Shared_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_city_reason: ((inputs?: Cart_Shared_City_ReasonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_City_ReasonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One item is no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_one: ((inputs?: Cart_Shared_Unavailable_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Unavailable_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} items are no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_other: ((inputs: Cart_Shared_Unavailable_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Unavailable_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items in the shared cart" |
*
* @param {Cart_Shared_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_lines_label: ((inputs?: Cart_Shared_Lines_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Lines_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price these items" |
*
* @param {Cart_Quote_Failed_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_items: ((inputs?: Cart_Quote_Failed_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quote_Failed_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "None of these items are sold any more." |
*
* @param {Cart_Shared_None_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_none_sold: ((inputs?: Cart_Shared_None_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_None_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to my cart" |
*
* @param {Cart_Add_To_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_to_my_cart: ((inputs?: Cart_Add_To_My_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Add_To_My_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart already has an item. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_one: ((inputs?: Cart_Shared_Own_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Own_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart already has {count} items. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_other: ((inputs: Cart_Shared_Own_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shared_Own_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Replace my cart" |
*
* @param {Cart_Replace_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_replace_my_cart: ((inputs?: Cart_Replace_My_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Replace_My_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No longer sold: it will not be added." |
*
* @param {Cart_Snapshot_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_snapshot_no_longer_sold: ((inputs?: Cart_Snapshot_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Snapshot_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price for your city" |
*
* @param {Cart_Price_For_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_price_for_city: ((inputs?: Cart_Price_For_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Price_For_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} added to your cart." |
*
* @param {Cart_Added_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added_named: ((inputs: Cart_Added_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Added_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Added to your cart." |
*
* @param {Cart_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added: ((inputs?: Cart_AddedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_AddedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time)." |
*
* @param {Cart_Product_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_product_pickup: ((inputs: Cart_Product_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Product_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Catalog_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home: ((inputs?: Catalog_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Catalog_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_try_again: ((inputs?: Catalog_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Catalog_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_go_home: ((inputs?: Catalog_Go_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Go_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Catalog_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_back_home: ((inputs?: Catalog_Back_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Back_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Catalog_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_choose_one: ((inputs?: Catalog_Choose_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Choose_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Catalog_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_title: ((inputs?: Catalog_Error_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Catalog_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_network: ((inputs?: Catalog_Error_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Catalog_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_generic: ((inputs?: Catalog_Error_GenericInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_GenericInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This category is no longer available" |
*
* @param {Catalog_Category_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_gone: ((inputs?: Catalog_Category_GoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_GoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, page {page}" |
*
* @param {Catalog_Category_Title_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_title_page: ((inputs: Catalog_Category_Title_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Title_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} at {site}." |
*
* @param {Catalog_Category_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_description: ((inputs: Catalog_Category_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} by type" |
*
* @param {Catalog_Category_By_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_by_type: ((inputs: Catalog_Category_By_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_By_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} products" |
*
* @param {Catalog_Category_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_products: ((inputs: Catalog_Category_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There are no {name} here right now" |
*
* @param {Catalog_Category_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_title: ((inputs: Catalog_Category_Empty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Empty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See all {name}" |
*
* @param {Catalog_Category_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_see_all: ((inputs: Catalog_Category_See_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_See_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New pieces arrive every week. Check back soon, or try a nearby category." |
*
* @param {Catalog_Category_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_text: ((inputs?: Catalog_Category_Empty_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Category_Empty_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{site}: furniture for every Canadian home" |
*
* @param {Catalog_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_title: ((inputs: Catalog_Home_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities." |
*
* @param {Catalog_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_description: ((inputs?: Catalog_Home_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Catalog_Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_eyebrow: ((inputs?: Catalog_Home_EyebrowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_EyebrowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture for every Canadian home" |
*
* @param {Catalog_Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_title: ((inputs?: Catalog_Home_Hero_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's." |
*
* @param {Catalog_Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_lead: ((inputs?: Catalog_Home_Hero_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} in a furnished room" |
*
* @param {Catalog_Home_Hero_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_alt: ((inputs: Catalog_Home_Hero_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Hero_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name}" |
*
* @param {Catalog_Shop_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_category: ((inputs: Catalog_Shop_CategoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Shop_CategoryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Catalog_Order_Free_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_order_free_swatches: ((inputs?: Catalog_Order_Free_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Order_Free_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Featured furniture" |
*
* @param {Catalog_Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_featured: ((inputs?: Catalog_Home_FeaturedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_FeaturedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop by room" |
*
* @param {Catalog_Shop_By_RoomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_by_room: ((inputs?: Catalog_Shop_By_RoomInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Shop_By_RoomInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Real homes, real Canadians" |
*
* @param {Catalog_Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery: ((inputs?: Catalog_Home_GalleryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_GalleryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our furniture at home across the country. #LivePivot" |
*
* @param {Catalog_Home_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery_text: ((inputs?: Catalog_Home_Gallery_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Gallery_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A customer’s room" |
*
* @param {Catalog_Home_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_photo_alt: ((inputs?: Catalog_Home_Photo_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Home_Photo_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your city" |
*
* @param {Catalog_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_your_city: ((inputs?: Catalog_Your_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Your_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Catalog_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale: ((inputs?: Catalog_Final_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Final_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Catalog_Way_To_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_way_to_pay_label: ((inputs?: Catalog_Way_To_Pay_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Way_To_Pay_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped." |
*
* @param {Catalog_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale_text: ((inputs?: Catalog_Final_Sale_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Final_Sale_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Catalog_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_add_to_cart: ((inputs?: Catalog_Add_To_CartInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Add_To_CartInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", {term}-month minimum" |
*
* @param {Catalog_Price_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_term_minimum: ((inputs: Catalog_Price_Term_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_Term_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· or" |
*
* @param {Catalog_Price_OrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or: ((inputs?: Catalog_Price_OrInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_OrInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "outright" |
*
* @param {Catalog_Price_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_outright: ((inputs?: Catalog_Price_OutrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_OutrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Catalog_Price_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or_from: ((inputs?: Catalog_Price_Or_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_Or_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "with {way}" |
*
* @param {Catalog_Price_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_with: ((inputs: Catalog_Price_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Price_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly not offered" |
*
* @param {Catalog_Assembly_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_not_offered: ((inputs?: Catalog_Assembly_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ": arrives ready to put together with the tools included." |
*
* @param {Catalog_Assembly_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_kit: ((inputs?: Catalog_Assembly_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly by our delivery crew:" |
*
* @param {Catalog_Assembly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_fee: ((inputs?: Catalog_Assembly_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free assembly by our delivery crew" |
*
* @param {Catalog_Assembly_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_free: ((inputs?: Catalog_Assembly_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Assembly_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Catalog_Facts_OverviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_overview: ((inputs?: Catalog_Facts_OverviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_OverviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Catalog_Facts_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_details: ((inputs?: Catalog_Facts_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Materials" |
*
* @param {Catalog_Facts_MaterialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_materials: ((inputs?: Catalog_Facts_MaterialsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_MaterialsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Care" |
*
* @param {Catalog_Facts_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_care: ((inputs?: Catalog_Facts_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About the {name}" |
*
* @param {Catalog_Facts_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_about: ((inputs: Catalog_Facts_AboutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Facts_AboutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dimensions" |
*
* @param {Catalog_DimensionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimensions: ((inputs?: Catalog_DimensionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_DimensionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, front view with measurements" |
*
* @param {Catalog_Drawing_Front_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_front_alt: ((inputs: Catalog_Drawing_Front_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Drawing_Front_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, side view with measurements" |
*
* @param {Catalog_Drawing_Side_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_side_alt: ((inputs: Catalog_Drawing_Side_AltInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Drawing_Side_AltInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Measurements" |
*
* @param {Catalog_MeasurementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measurements: ((inputs?: Catalog_MeasurementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MeasurementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Measure" |
*
* @param {Catalog_MeasureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measure: ((inputs?: Catalog_MeasureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MeasureInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Catalog_MetricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_metric: ((inputs?: Catalog_MetricInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_MetricInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Imperial" |
*
* @param {Catalog_ImperialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_imperial: ((inputs?: Catalog_ImperialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_ImperialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may also like" |
*
* @param {Catalog_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_suggestions: ((inputs?: Catalog_SuggestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_SuggestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Catalog_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_from: ((inputs?: Catalog_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry - {name} is currently not available in your location." |
*
* @param {Catalog_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_title: ((inputs: Catalog_Unavailable_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not available here" |
*
* @param {Catalog_Unavailable_HeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_head: ((inputs: Catalog_Unavailable_HeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_HeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See other {name}" |
*
* @param {Catalog_Unavailable_See_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_see_other: ((inputs: Catalog_Unavailable_See_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_See_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stock differs from city to city. Choose another city, or browse what we can deliver to you." |
*
* @param {Catalog_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_text: ((inputs?: Catalog_Unavailable_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unavailable_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Catalog_Listing_ColourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_colour: ((inputs?: Catalog_Listing_ColourInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ColourInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products" |
*
* @param {Catalog_Listing_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_none: ((inputs?: Catalog_Listing_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product" |
* | "other" | "{count} products" |
*
* @param {Catalog_Listing_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_count: ((inputs: Catalog_Listing_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Showing {first}-{last} of {total} products" |
*
* @param {Catalog_Listing_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_showing: ((inputs: Catalog_Listing_ShowingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ShowingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Catalog_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_clear_filters: ((inputs?: Catalog_Clear_FiltersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Clear_FiltersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bestsellers only" |
*
* @param {Catalog_Bestsellers_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_bestsellers_only: ((inputs?: Catalog_Bestsellers_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Bestsellers_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This page is past the end of the list" |
*
* @param {Catalog_Listing_Past_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_past_end: ((inputs?: Catalog_Listing_Past_EndInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_Past_EndInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Catalog_Listing_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_first_page: ((inputs?: Catalog_Listing_First_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_First_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {count} page of products here." |
* | "other" | "There are {count} pages of products here." |
*
* @param {Catalog_Listing_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_page_count: ((inputs: Catalog_Listing_Page_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_Page_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products match these filters" |
*
* @param {Catalog_Listing_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match: ((inputs?: Catalog_Listing_No_MatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_No_MatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try fewer colours, or clear the filters to see everything here." |
*
* @param {Catalog_Listing_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match_text: ((inputs?: Catalog_Listing_No_Match_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_No_Match_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Catalog_Listing_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_products: ((inputs?: Catalog_Listing_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Listing_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalog_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_by: ((inputs?: Catalog_Sort_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Catalog_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_featured: ((inputs?: Catalog_Sort_FeaturedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_FeaturedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalog_Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_asc: ((inputs?: Catalog_Sort_Price_AscInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_Price_AscInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalog_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_desc: ((inputs?: Catalog_Sort_Price_DescInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_Price_DescInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name: A to Z" |
*
* @param {Catalog_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_name: ((inputs?: Catalog_Sort_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Sort_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Not here" |
*
* @param {Catalog_Option_Not_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_not_here: ((inputs?: Catalog_Option_Not_HereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_Not_HereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, not available in your city" |
*
* @param {Catalog_Option_Unavailable_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable_label: ((inputs: Catalog_Option_Unavailable_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_Unavailable_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (not available in your city)" |
*
* @param {Catalog_Option_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable: ((inputs: Catalog_Option_UnavailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Option_UnavailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more" |
*
* @param {Catalog_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more: ((inputs?: Catalog_Learn_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Learn_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn more: {name}" |
*
* @param {Catalog_Learn_More_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more_named: ((inputs: Catalog_Learn_More_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Learn_More_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Catalog_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews: ((inputs?: Catalog_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No reviews yet. Customers who have this piece can review it from their account." |
*
* @param {Catalog_Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_none: ((inputs?: Catalog_Reviews_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Catalog_Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_count: ((inputs: Catalog_Reviews_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews, newest first" |
*
* @param {Catalog_Reviews_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_list: ((inputs?: Catalog_Reviews_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A customer" |
*
* @param {Catalog_Reviews_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_a_customer: ((inputs?: Catalog_Reviews_A_CustomerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_A_CustomerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· Verified customer" |
*
* @param {Catalog_Reviews_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_verified: ((inputs?: Catalog_Reviews_VerifiedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_VerifiedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Catalog_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_newer: ((inputs?: Catalog_Reviews_NewerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_NewerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Catalog_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_older: ((inputs?: Catalog_Reviews_OlderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_OlderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Catalog_Reviews_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_page: ((inputs: Catalog_Reviews_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Reviews_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Results for “{query}”" |
*
* @param {Catalog_Search_Results_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results_for: ((inputs: Catalog_Search_Results_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Results_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search: {query}" |
*
* @param {Catalog_Search_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_head_title: ((inputs: Catalog_Search_Head_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Head_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop {name} at {site}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Search_Tag_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_description: ((inputs: Catalog_Search_Tag_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Tag_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture matching “{query}” at {site}." |
*
* @param {Catalog_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_description: ((inputs: Catalog_Search_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Catalog_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search: ((inputs?: Catalog_SearchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_SearchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Catalog_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results: ((inputs?: Catalog_Search_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We have no {name} to show right now." |
*
* @param {Catalog_Search_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_empty: ((inputs: Catalog_Search_Tag_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_Tag_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches “{query}”. Check the spelling, use fewer words, or try one of these." |
*
* @param {Catalog_Search_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_empty: ((inputs: Catalog_Search_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Catalog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_none: ((inputs?: Catalog_Search_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Popular searches" |
*
* @param {Catalog_Search_PopularInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_popular: ((inputs?: Catalog_Search_PopularInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_PopularInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rooms" |
*
* @param {Catalog_Search_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_rooms: ((inputs?: Catalog_Search_RoomsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Search_RoomsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Catalog_Tag_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sofas: ((inputs?: Catalog_Tag_SofasInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_SofasInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Catalog_Tag_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sectionals: ((inputs?: Catalog_Tag_SectionalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_SectionalsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Catalog_Tag_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_lounge_chairs: ((inputs?: Catalog_Tag_Lounge_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Lounge_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Catalog_Tag_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_loveseats: ((inputs?: Catalog_Tag_LoveseatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_LoveseatsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Catalog_Tag_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_coffee_tables: ((inputs?: Catalog_Tag_Coffee_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Coffee_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Catalog_Tag_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_end_tables: ((inputs?: Catalog_Tag_End_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_End_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Catalog_Tag_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_tables: ((inputs?: Catalog_Tag_Dining_TablesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Dining_TablesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Catalog_Tag_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_chairs: ((inputs?: Catalog_Tag_Dining_ChairsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_Dining_ChairsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Catalog_Tag_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_beds: ((inputs?: Catalog_Tag_BedsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Tag_BedsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Free fabric swatches" |
*
* @param {Catalog_Swatches_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_title: ((inputs?: Catalog_Swatches_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose." |
*
* @param {Catalog_Swatches_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_description: ((inputs?: Catalog_Swatches_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Catalog_Swatches_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_breadcrumb: ((inputs?: Catalog_Swatches_BreadcrumbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_BreadcrumbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See and feel our fabrics in your own light before you choose. Pick up to {max} swatches and we'll mail them free, anywhere in Canada, within 5 business days." |
*
* @param {Catalog_Swatches_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_intro: ((inputs: Catalog_Swatches_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order fabric swatches" |
*
* @param {Catalog_Swatches_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_form: ((inputs?: Catalog_Swatches_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where should we send them?" |
*
* @param {Catalog_Swatches_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_where: ((inputs?: Catalog_Swatches_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Catalog_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full_name: ((inputs?: Catalog_Swatches_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Catalog_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email: ((inputs?: Catalog_Swatches_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We use it only if there is a question about your swatches." |
*
* @param {Catalog_Swatches_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email_hint: ((inputs?: Catalog_Swatches_Email_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Email_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Catalog_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_phone: ((inputs?: Catalog_Swatches_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Catalog_Swatches_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_street: ((inputs?: Catalog_Swatches_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Unit or apartment (optional)" |
*
* @param {Catalog_Swatches_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_unit: ((inputs?: Catalog_Swatches_UnitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_UnitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Catalog_Swatches_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_city: ((inputs?: Catalog_Swatches_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Catalog_Swatches_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_province: ((inputs?: Catalog_Swatches_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Catalog_Swatches_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_code: ((inputs?: Catalog_Swatches_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like K1A 0B1" |
*
* @param {Catalog_Swatches_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_hint: ((inputs?: Catalog_Swatches_Postal_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Postal_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Country: Canada. We mail swatches within Canada only." |
*
* @param {Catalog_Swatches_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_country: ((inputs?: Catalog_Swatches_CountryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_CountryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order didn't go through" |
*
* @param {Catalog_Swatches_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed: ((inputs?: Catalog_Swatches_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices and address are still here; try again in a moment." |
*
* @param {Catalog_Swatches_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed_text: ((inputs?: Catalog_Swatches_Failed_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Failed_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your order" |
*
* @param {Catalog_Swatches_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_sending: ((inputs?: Catalog_Swatches_SendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_SendingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Order {count} free swatch" |
* | "other" | "Order {count} free swatches" |
*
* @param {Catalog_Swatches_Order_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_count: ((inputs: Catalog_Swatches_Order_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Order_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your fabrics" |
*
* @param {Catalog_Swatches_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_choose: ((inputs?: Catalog_Swatches_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {max} chosen" |
*
* @param {Catalog_Swatches_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_chosen: ((inputs: Catalog_Swatches_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ". That is the most for one order." |
*
* @param {Catalog_Swatches_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full: ((inputs?: Catalog_Swatches_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Other fabrics" |
*
* @param {Catalog_Swatches_Other_FabricsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_other_fabrics: ((inputs?: Catalog_Swatches_Other_FabricsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Other_FabricsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swatches are on their way" |
*
* @param {Catalog_Swatches_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_placed: ((inputs?: Catalog_Swatches_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Catalog_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_keep_shopping: ((inputs?: Catalog_Keep_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Keep_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Catalog_Swatches_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_number: ((inputs?: Catalog_Swatches_Order_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_Order_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We're mailing {count} swatch within 5 business days. Keep the order number: quote it if you call us about them." |
* | "other" | "We're mailing {count} swatches within 5 business days. Keep the order number: quote it if you call us about them." |
*
* @param {Catalog_Swatches_MailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_mailing: ((inputs: Catalog_Swatches_MailingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Swatches_MailingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Catalog_Error_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name: ((inputs?: Catalog_Error_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Catalog_Error_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name_long: ((inputs?: Catalog_Error_Full_Name_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Full_Name_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Catalog_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email: ((inputs?: Catalog_Error_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Catalog_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email_invalid: ((inputs?: Catalog_Error_Email_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Email_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Catalog_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone: ((inputs?: Catalog_Error_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Catalog_Error_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone_invalid: ((inputs?: Catalog_Error_Phone_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Phone_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Catalog_Error_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street: ((inputs?: Catalog_Error_StreetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_StreetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Catalog_Error_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street_long: ((inputs?: Catalog_Error_Street_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Street_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Catalog_Error_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_unit_long: ((inputs?: Catalog_Error_Unit_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Unit_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Catalog_Error_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city: ((inputs?: Catalog_Error_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Catalog_Error_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city_long: ((inputs?: Catalog_Error_City_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_City_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Catalog_Error_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_province: ((inputs?: Catalog_Error_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Catalog_Error_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code: ((inputs?: Catalog_Error_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Catalog_Error_Postal_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_invalid: ((inputs?: Catalog_Error_Postal_Code_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_Code_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{postal} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Catalog_Error_Postal_Code_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_province: ((inputs: Catalog_Error_Postal_Code_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Postal_Code_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Catalog_Error_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_none: ((inputs?: Catalog_Error_Swatches_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Swatches_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Catalog_Error_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_many: ((inputs: Catalog_Error_Swatches_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Error_Swatches_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {count} days" |
*
* @param {Catalog_Delivers_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_days: ((inputs: Catalog_Delivers_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {count} weeks" |
*
* @param {Catalog_Delivers_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_weeks: ((inputs: Catalog_Delivers_WeeksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_WeeksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} days" |
*
* @param {Catalog_Delivers_Range_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_days: ((inputs: Catalog_Delivers_Range_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_Range_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} weeks" |
*
* @param {Catalog_Delivers_Range_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_weeks: ((inputs: Catalog_Delivers_Range_WeeksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Delivers_Range_WeeksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only {count} left" |
*
* @param {Catalog_Stock_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_only_left: ((inputs: Catalog_Stock_Only_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_Only_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "In stock" |
*
* @param {Catalog_Stock_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_in: ((inputs?: Catalog_Stock_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "In stock from {date}" |
*
* @param {Catalog_Stock_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_from: ((inputs: Catalog_Stock_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Made to order" |
*
* @param {Catalog_Stock_Made_To_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_made_to_order: ((inputs?: Catalog_Stock_Made_To_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_Made_To_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Out of stock in {city}" |
*
* @param {Catalog_Stock_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_out: ((inputs: Catalog_Stock_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Stock_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Catalog_Dimension_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_width: ((inputs?: Catalog_Dimension_WidthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_WidthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catalog_Dimension_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_depth: ((inputs?: Catalog_Dimension_DepthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_DepthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Catalog_Dimension_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_height: ((inputs?: Catalog_Dimension_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seat height" |
*
* @param {Catalog_Dimension_Seat_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_height: ((inputs?: Catalog_Dimension_Seat_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Seat_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seat depth" |
*
* @param {Catalog_Dimension_Seat_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_depth: ((inputs?: Catalog_Dimension_Seat_DepthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Seat_DepthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arm height" |
*
* @param {Catalog_Dimension_Arm_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_height: ((inputs?: Catalog_Dimension_Arm_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Arm_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Arm width" |
*
* @param {Catalog_Dimension_Arm_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_width: ((inputs?: Catalog_Dimension_Arm_WidthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Arm_WidthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Leg height" |
*
* @param {Catalog_Dimension_Leg_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_leg_height: ((inputs?: Catalog_Dimension_Leg_HeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Leg_HeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pile thickness" |
*
* @param {Catalog_Dimension_Pile_ThicknessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_pile_thickness: ((inputs?: Catalog_Dimension_Pile_ThicknessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_Pile_ThicknessInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catalog_Dimension_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_weight: ((inputs?: Catalog_Dimension_WeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Dimension_WeightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{value} in" |
*
* @param {Catalog_Unit_InchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unit_inches: ((inputs: Catalog_Unit_InchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Unit_InchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: front view with dimensions" |
*
* @param {Catalog_Picture_FrontInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_front: ((inputs: Catalog_Picture_FrontInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Picture_FrontInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: side view with dimensions" |
*
* @param {Catalog_Picture_SideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_side: ((inputs: Catalog_Picture_SideInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Picture_SideInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: picture {number} of {count}" |
*
* @param {Catalog_Images_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_title: ((inputs: Catalog_Images_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pictures of the {name}." |
*
* @param {Catalog_Images_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_description: ((inputs: Catalog_Images_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close and go back to {name}" |
*
* @param {Catalog_Images_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_close: ((inputs: Catalog_Images_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Images_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} by {maker}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_description: ((inputs: Catalog_Head_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Head_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} in {color}" |
*
* @param {Catalog_Head_Title_ColorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_title_color: ((inputs: Catalog_Head_Title_ColorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Head_Title_ColorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Catalog_Pay_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance: ((inputs?: Catalog_Pay_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: finance" |
*
* @param {Catalog_Pay_Final_Sale_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_finance: ((inputs?: Catalog_Pay_Final_Sale_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Catalog_Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe: ((inputs?: Catalog_Pay_SubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_SubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe (short term)" |
*
* @param {Catalog_Pay_Subscribe_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_short: ((inputs?: Catalog_Pay_Subscribe_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Catalog_Pay_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent: ((inputs?: Catalog_Pay_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright" |
*
* @param {Catalog_Pay_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy: ((inputs?: Catalog_Pay_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale: buy outright" |
*
* @param {Catalog_Pay_Final_Sale_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy: ((inputs?: Catalog_Pay_Final_Sale_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright (classic)" |
*
* @param {Catalog_Pay_Buy_ClassicInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_classic: ((inputs?: Catalog_Pay_Buy_ClassicInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_ClassicInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright (v2)" |
*
* @param {Catalog_Pay_Buy_V2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_v2: ((inputs?: Catalog_Pay_Buy_V2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_V2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} over {term} months" |
*
* @param {Catalog_Pay_Over_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_over_term: ((inputs: Catalog_Pay_Over_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Over_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{term} monthly payments, then it's yours to keep" |
*
* @param {Catalog_Pay_Finance_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance_detail: ((inputs: Catalog_Pay_Finance_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Finance_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Monthly, yours after {count} payments" |
* | "other" | "Monthly, yours after {count} payments" |
*
* @param {Catalog_Pay_Subscribe_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_detail: ((inputs: Catalog_Pay_Subscribe_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{term}-month minimum subscription" |
*
* @param {Catalog_Pay_Subscribe_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_minimum: ((inputs: Catalog_Pay_Subscribe_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Subscribe_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Catalog_Pay_Rent_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent_detail: ((inputs?: Catalog_Pay_Rent_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Rent_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One payment; final sale, no returns" |
*
* @param {Catalog_Pay_Final_Sale_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy_detail: ((inputs?: Catalog_Pay_Final_Sale_Buy_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Final_Sale_Buy_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One payment, yours to keep" |
*
* @param {Catalog_Pay_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_detail: ((inputs?: Catalog_Pay_Buy_DetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Pay_Buy_DetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Catalog_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ab: ((inputs?: Catalog_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Catalog_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_bc: ((inputs?: Catalog_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Catalog_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_mb: ((inputs?: Catalog_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Catalog_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nb: ((inputs?: Catalog_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Catalog_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nl: ((inputs?: Catalog_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Catalog_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ns: ((inputs?: Catalog_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Catalog_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nt: ((inputs?: Catalog_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Catalog_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nu: ((inputs?: Catalog_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Catalog_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_on: ((inputs?: Catalog_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Catalog_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_pe: ((inputs?: Catalog_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Catalog_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_qc: ((inputs?: Catalog_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Catalog_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_sk: ((inputs?: Catalog_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Catalog_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_yt: ((inputs?: Catalog_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalog_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Flows_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_my_account: ((inputs?: Flows_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Flows_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_receipts: ((inputs?: Flows_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Flows_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_contact_us: ((inputs?: Flows_Contact_UsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Contact_UsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Flows_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_try_again: ((inputs?: Flows_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Flows_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_loading: ((inputs?: Flows_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View the receipt" |
*
* @param {Flows_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_view_receipt: ((inputs?: Flows_View_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_View_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Flows_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_checking_card: ((inputs?: Flows_Checking_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Checking_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Flows_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_something_wrong: ((inputs?: Flows_Something_WrongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Something_WrongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy out your furniture" |
*
* @param {Flows_Buyout_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_title: ((inputs?: Flows_Buyout_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay for your buyout" |
*
* @param {Flows_Buyout_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_title: ((inputs?: Flows_Buyout_Pay_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Flows_Buyout_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_subscription: ((inputs?: Flows_Buyout_Kind_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Kind_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Financing" |
*
* @param {Flows_Buyout_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_financing: ((inputs?: Flows_Buyout_Kind_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Kind_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Flows_Buyout_Kind_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_kind_rental: ((inputs?: Flows_Buyout_Kind_RentalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Kind_RentalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Now {charge}; billing stops once it is yours" |
*
* @param {Flows_Buyout_Monthly_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_monthly_now: ((inputs: Flows_Buyout_Monthly_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Monthly_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay the overdue balance" |
*
* @param {Flows_Buyout_Pay_OverdueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_overdue: ((inputs?: Flows_Buyout_Pay_OverdueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_OverdueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "+ {fee} fee" |
*
* @param {Flows_Buyout_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_fee: ((inputs: Flows_Buyout_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Buyout of {count} item" |
* | "other" | "Buyout of {count} items" |
*
* @param {Flows_Buyout_Quote_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quote_subtotal: ((inputs: Flows_Buyout_Quote_SubtotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Quote_SubtotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total charged today" |
*
* @param {Flows_Buyout_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_total_today: ((inputs?: Flows_Buyout_Total_TodayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Total_TodayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Flows_Buyout_Items_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_count: ((inputs: Flows_Buyout_Items_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Items_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep what you love: pay the rest of its value once, and it is yours. What you have paid counts toward the price; monthly billing of the item stops at once." |
*
* @param {Flows_Buyout_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_intro: ((inputs?: Flows_Buyout_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items you can buy out" |
*
* @param {Flows_Buyout_Items_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_legend: ((inputs?: Flows_Buyout_Items_LegendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Items_LegendInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The next step shows the total with the sales tax of the item's province before you pay." |
*
* @param {Flows_Buyout_Next_Step_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_next_step_tax: ((inputs?: Flows_Buyout_Next_Step_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Next_Step_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Flows_Buyout_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_continue: ((inputs?: Flows_Buyout_ContinueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_ContinueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to continue." |
*
* @param {Flows_Buyout_Continue_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_continue_hint: ((inputs?: Flows_Buyout_Continue_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Continue_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one item to buy out." |
*
* @param {Flows_Buyout_Nothing_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_nothing_chosen: ((inputs?: Flows_Buyout_Nothing_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Nothing_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items to buy out" |
*
* @param {Flows_Buyout_Items_To_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_items_to_buy: ((inputs?: Flows_Buyout_Items_To_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Items_To_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Working out the total with tax" |
*
* @param {Flows_Buyout_QuotingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quoting: ((inputs?: Flows_Buyout_QuotingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_QuotingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this buyout" |
*
* @param {Flows_Buyout_Quote_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_quote_failed: ((inputs?: Flows_Buyout_Quote_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Quote_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Flows_Buyout_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_with: ((inputs?: Flows_Buyout_Pay_WithInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_WithInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Flows_Buyout_PayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paying: ((inputs?: Flows_Buyout_PayingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_PayingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Flows_Buyout_Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay_amount: ((inputs: Flows_Buyout_Pay_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Pay_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Flows_Buyout_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_pay: ((inputs?: Flows_Buyout_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change items" |
*
* @param {Flows_Buyout_Change_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_change_items: ((inputs?: Flows_Buyout_Change_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Change_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your items" |
*
* @param {Flows_Buyout_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_load_failed: ((inputs?: Flows_Buyout_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have nothing to buy out right now. Subscriptions, financing and rentals can be bought out once delivered; final-sale and repaired items cannot." |
*
* @param {Flows_Buyout_Nothing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_nothing_intro: ((inputs?: Flows_Buyout_Nothing_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Nothing_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Flows_Buyout_Back_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_back_to_account: ((inputs?: Flows_Buyout_Back_To_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Back_To_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It's yours" |
*
* @param {Flows_Buyout_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_title: ((inputs?: Flows_Buyout_Paid_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We charged" |
*
* @param {Flows_Buyout_Paid_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_charged: ((inputs?: Flows_Buyout_Paid_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "for buyout" |
*
* @param {Flows_Buyout_Paid_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_for: ((inputs?: Flows_Buyout_Paid_ForInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_ForInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items are yours and their monthly billing has stopped." |
*
* @param {Flows_Buyout_Paid_RestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_rest: ((inputs?: Flows_Buyout_Paid_RestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_RestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} month paid at {fee}" |
* | "other" | "{count} months paid at {fee}" |
*
* @param {Flows_Buyout_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_fees: ((inputs: Flows_Buyout_FeesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_FeesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{paid} paid toward it ({fees})" |
*
* @param {Flows_Buyout_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_full: ((inputs: Flows_Buyout_Paid_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{paid} counted toward it ({percent}% of {fees}: rent counts half)" |
*
* @param {Flows_Buyout_Paid_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_paid_credit: ((inputs: Flows_Buyout_Paid_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Paid_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail value {retail}. Nothing has been paid toward it yet, so the price is its retail value: {amount}." |
*
* @param {Flows_Buyout_Basis_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_retail: ((inputs: Flows_Buyout_Basis_RetailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_RetailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail value {retail} less {paid} = {amount}." |
*
* @param {Flows_Buyout_Basis_Less_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_less_paid: ((inputs: Flows_Buyout_Basis_Less_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_Less_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Retail value {retail} less {paid} would be {lessPaid}, but only one payment of {fee} is left before it is yours anyway, so you pay that: {amount}." |
* | "other" | "Retail value {retail} less {paid} would be {lessPaid}, but only {count} payments of {fee} are left before it is yours anyway, so you pay that: {amount}." |
*
* @param {Flows_Buyout_Basis_Payments_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_payments_left: ((inputs: Flows_Buyout_Basis_Payments_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_Payments_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retail value {retail} less {paid} falls below the lowest buyout price, 10% of the retail value: {amount}." |
*
* @param {Flows_Buyout_Basis_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_basis_floor: ((inputs: Flows_Buyout_Basis_FloorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Basis_FloorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A monthly bill for it was declined and is not paid: only paid months count toward the price. Pay the overdue balance first; that month then counts{credit}, a..." |
* | "other" | "{count} monthly bills for it were declined and are not paid: only paid months count toward the price. Pay the overdue balance first; those months then count{..." |
*
* @param {Flows_Buyout_UnpaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_unpaid: ((inputs: Flows_Buyout_UnpaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_UnpaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | ", taking {amount} off" |
*
* @param {Flows_Buyout_Unpaid_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_buyout_unpaid_credit: ((inputs: Flows_Buyout_Unpaid_CreditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Buyout_Unpaid_CreditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is confirmed" |
*
* @param {Flows_Partner_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirmed_title: ((inputs?: Flows_Partner_Confirmed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Confirmed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billing details" |
*
* @param {Flows_Partner_Billing_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_details: ((inputs?: Flows_Partner_Billing_DetailsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Billing_DetailsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Flows_Partner_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivery_address: ((inputs?: Flows_Partner_Delivery_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Delivery_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "morning (9 am to noon)" |
*
* @param {Flows_Partner_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_morning: ((inputs?: Flows_Partner_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "afternoon (noon to 5 pm)" |
*
* @param {Flows_Partner_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_afternoon: ((inputs?: Flows_Partner_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "evening (5 to 9 pm)" |
*
* @param {Flows_Partner_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_evening: ((inputs?: Flows_Partner_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Flows_Partner_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_window_anytime: ((inputs?: Flows_Partner_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{day}, {window}" |
*
* @param {Flows_Partner_Day_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_day_window: ((inputs: Flows_Partner_Day_WindowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Day_WindowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The showroom will call you to choose a day." |
*
* @param {Flows_Partner_Showroom_Will_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_showroom_will_call: ((inputs?: Flows_Partner_Showroom_Will_CallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Showroom_Will_CallInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your showroom order" |
*
* @param {Flows_Partner_Showroom_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_showroom_order: ((inputs?: Flows_Partner_Showroom_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Showroom_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} · order {number}" |
*
* @param {Flows_Partner_Order_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_order_line: ((inputs: Flows_Partner_Order_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Order_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} · showroom receipt {reference} · order {number}" |
*
* @param {Flows_Partner_Order_Line_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_order_line_receipt: ((inputs: Flows_Partner_Order_Line_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Order_Line_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces on the order" |
*
* @param {Flows_Partner_PiecesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_pieces: ((inputs?: Flows_Partner_PiecesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_PiecesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "/month" |
*
* @param {Flows_Partner_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_per_month: ((inputs?: Flows_Partner_Per_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Per_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{months}-month plan" |
*
* @param {Flows_Partner_Term_PlanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_term_plan: ((inputs: Flows_Partner_Term_PlanInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Term_PlanInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly plan" |
*
* @param {Flows_Partner_Monthly_PlanInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_monthly_plan: ((inputs?: Flows_Partner_Monthly_PlanInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Monthly_PlanInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid at the showroom (first month, with tax)" |
*
* @param {Flows_Partner_Paid_At_StoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_paid_at_store: ((inputs?: Flows_Partner_Paid_At_StoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Paid_At_StoreInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Then each month, plus tax" |
*
* @param {Flows_Partner_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_then_monthly: ((inputs?: Flows_Partner_Then_MonthlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Then_MonthlyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Flows_Partner_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivery: ((inputs?: Flows_Partner_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step} of 2" |
*
* @param {Flows_Partner_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_step: ((inputs: Flows_Partner_StepInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_StepInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where should we deliver?" |
*
* @param {Flows_Partner_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_title: ((inputs?: Flows_Partner_Address_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{store} rang up your order. Tell us where our crew brings it, and what they should know to get it inside." |
*
* @param {Flows_Partner_Address_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_intro: ((inputs: Flows_Partner_Address_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address given" |
*
* @param {Flows_Partner_Address_GivenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_given: ((inputs?: Flows_Partner_Address_GivenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_GivenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{address}. Send the form again to change it, or" |
*
* @param {Flows_Partner_Address_Given_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_address_given_text: ((inputs: Flows_Partner_Address_Given_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Address_Given_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "continue to billing" |
*
* @param {Flows_Partner_Continue_Billing_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_continue_billing_link: ((inputs?: Flows_Partner_Continue_Billing_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Continue_Billing_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to billing" |
*
* @param {Flows_Partner_Continue_BillingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_continue_billing: ((inputs?: Flows_Partner_Continue_BillingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Continue_BillingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How will you pay each month?" |
*
* @param {Flows_Partner_Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_title: ((inputs?: Flows_Partner_Billing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Billing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your first month was paid at the showroom. From a month after delivery, the monthly payment is charged to this card. We check it with a {hold} hold that is r..." |
*
* @param {Flows_Partner_Billing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_billing_intro: ((inputs: Flows_Partner_Billing_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Billing_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Flows_Partner_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_charge: ((inputs?: Flows_Partner_ChargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_ChargeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming" |
*
* @param {Flows_Partner_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirming: ((inputs?: Flows_Partner_ConfirmingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_ConfirmingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm my order" |
*
* @param {Flows_Partner_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_confirm: ((inputs?: Flows_Partner_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change the address" |
*
* @param {Flows_Partner_Change_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_change_address: ((inputs?: Flows_Partner_Change_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Change_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your order" |
*
* @param {Flows_Partner_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_load_failed: ((inputs?: Flows_Partner_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "There is no showroom order to complete" |
*
* @param {Flows_Partner_No_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_no_order_title: ((inputs?: Flows_Partner_No_Order_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_No_Order_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When a partner showroom orders for you, the order waits here for the delivery address and billing details. Your other orders are in your account." |
*
* @param {Flows_Partner_No_Order_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_no_order_text: ((inputs?: Flows_Partner_No_Order_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_No_Order_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will deliver it on {when}, and email you the day before." |
*
* @param {Flows_Partner_Done_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_done_on: ((inputs: Flows_Partner_Done_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Done_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will deliver it on the day the showroom calls you about, and email you the day before." |
*
* @param {Flows_Partner_Done_Showroom_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_done_showroom_day: ((inputs?: Flows_Partner_Done_Showroom_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Done_Showroom_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivering to {address}." |
*
* @param {Flows_Partner_Delivering_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_partner_delivering_to: ((inputs: Flows_Partner_Delivering_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Partner_Delivering_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Flows_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_ab: ((inputs?: Flows_Province_AbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_AbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Flows_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_bc: ((inputs?: Flows_Province_BcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_BcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Flows_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_mb: ((inputs?: Flows_Province_MbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_MbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Flows_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nb: ((inputs?: Flows_Province_NbInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NbInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Flows_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nl: ((inputs?: Flows_Province_NlInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NlInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Flows_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_ns: ((inputs?: Flows_Province_NsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Flows_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nt: ((inputs?: Flows_Province_NtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Flows_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_nu: ((inputs?: Flows_Province_NuInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_NuInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Flows_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_on: ((inputs?: Flows_Province_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Flows_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_pe: ((inputs?: Flows_Province_PeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_PeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Flows_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_qc: ((inputs?: Flows_Province_QcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_QcInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Flows_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_sk: ((inputs?: Flows_Province_SkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_SkInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Flows_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_province_yt: ((inputs?: Flows_Province_YtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Province_YtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip your crew" |
*
* @param {Flows_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_heading: ((inputs?: Flows_Tip_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You can tip the crew once your delivery is done." |
*
* @param {Flows_Tip_Not_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_not_done: ((inputs?: Flows_Tip_Not_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Not_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for tipping the crew" |
*
* @param {Flows_Tip_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks_title: ((inputs?: Flows_Tip_Thanks_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Thanks_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {amount} tip goes to the crew in full. It shows on the order’s receipt." |
*
* @param {Flows_Tip_Thanks_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks_amount: ((inputs: Flows_Tip_Thanks_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Thanks_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your tip goes to the crew in full. It shows on the order’s receipt." |
*
* @param {Flows_Tip_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_thanks: ((inputs?: Flows_Tip_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the tip amounts" |
*
* @param {Flows_Tip_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_load_failed: ((inputs?: Flows_Tip_Load_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Load_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading tip amounts" |
*
* @param {Flows_Tip_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_loading: ((inputs?: Flows_Tip_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your tip is on its way to the crew" |
*
* @param {Flows_Tip_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_paid_title: ((inputs?: Flows_Tip_Paid_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Paid_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We charged {amount} to your card on file. The tip goes to the crew in full and shows on the order’s receipt." |
*
* @param {Flows_Tip_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_paid_text: ((inputs: Flows_Tip_Paid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Paid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Happy with your delivery? Every dollar goes to the crew who brought it. We charge your card on file." |
*
* @param {Flows_Tip_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_intro: ((inputs?: Flows_Tip_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip amount" |
*
* @param {Flows_Tip_Amount_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_group: ((inputs?: Flows_Tip_Amount_GroupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Amount_GroupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Other amount" |
*
* @param {Flows_Tip_Other_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_other_amount: ((inputs?: Flows_Tip_Other_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Other_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your amount" |
*
* @param {Flows_Tip_Your_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_your_amount: ((inputs?: Flows_Tip_Your_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Your_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From {minimum} to {maximum}." |
*
* @param {Flows_Tip_Amount_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_range: ((inputs: Flows_Tip_Amount_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Amount_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Note for the crew (optional)" |
*
* @param {Flows_Tip_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_note_label: ((inputs?: Flows_Tip_Note_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Note_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {max} characters." |
*
* @param {Flows_Tip_Note_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_note_count: ((inputs: Flows_Tip_Note_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Note_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was not charged" |
*
* @param {Flows_Tip_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_declined_title: ((inputs?: Flows_Tip_Declined_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Declined_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Update your card" |
*
* @param {Flows_Tip_Update_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_update_card: ((inputs?: Flows_Tip_Update_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Update_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Change the amount" |
*
* @param {Flows_Tip_Change_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_change_amount: ((inputs?: Flows_Tip_Change_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Change_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your tip" |
*
* @param {Flows_Tip_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_failed_title: ((inputs?: Flows_Tip_Failed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Failed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charging your card" |
*
* @param {Flows_Tip_ChargingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_charging: ((inputs?: Flows_Tip_ChargingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_ChargingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip {amount}" |
*
* @param {Flows_Tip_Amount_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_amount_button: ((inputs: Flows_Tip_Amount_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Amount_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Flows_Tip_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_button: ((inputs?: Flows_Tip_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount or choose one above." |
*
* @param {Flows_Tip_Error_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_empty: ((inputs?: Flows_Tip_Error_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the tip in dollars, like 15 or 12.50." |
*
* @param {Flows_Tip_Error_Not_DollarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_not_dollars: ((inputs?: Flows_Tip_Error_Not_DollarsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Not_DollarsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a tip greater than $0." |
*
* @param {Flows_Tip_Error_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_not_positive: ((inputs?: Flows_Tip_Error_Not_PositiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Not_PositiveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most two decimals (dollars and cents)." |
*
* @param {Flows_Tip_Error_Too_PreciseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_too_precise: ((inputs?: Flows_Tip_Error_Too_PreciseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Too_PreciseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The smallest tip is {amount}." |
*
* @param {Flows_Tip_Error_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_below_minimum: ((inputs: Flows_Tip_Error_Below_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Below_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The largest tip we can take online is {amount}." |
*
* @param {Flows_Tip_Error_Above_MaximumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_above_maximum: ((inputs: Flows_Tip_Error_Above_MaximumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Above_MaximumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the note to {max} characters." |
*
* @param {Flows_Tip_Error_Note_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_tip_error_note_too_long: ((inputs: Flows_Tip_Error_Note_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Tip_Error_Note_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Poor" |
*
* @param {Flows_Review_Rating_PoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_poor: ((inputs?: Flows_Review_Rating_PoorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_PoorInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Flows_Review_Rating_FairInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_fair: ((inputs?: Flows_Review_Rating_FairInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_FairInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Good" |
*
* @param {Flows_Review_Rating_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_good: ((inputs?: Flows_Review_Rating_GoodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_GoodInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Very good" |
*
* @param {Flows_Review_Rating_Very_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_very_good: ((inputs?: Flows_Review_Rating_Very_GoodInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_Very_GoodInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Excellent" |
*
* @param {Flows_Review_Rating_ExcellentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_excellent: ((inputs?: Flows_Review_Rating_ExcellentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_ExcellentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars." |
*
* @param {Flows_Review_Error_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_rating: ((inputs?: Flows_Review_Error_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell other shoppers a little more: at least {min} characters." |
*
* @param {Flows_Review_Error_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_short: ((inputs: Flows_Review_Error_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your review to {max} characters (it has {count})." |
*
* @param {Flows_Review_Error_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_long: ((inputs: Flows_Review_Error_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviews are plain text: remove the HTML tags (anything between < and >)." |
*
* @param {Flows_Review_Error_MarkupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_error_markup: ((inputs?: Flows_Review_Error_MarkupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Error_MarkupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your rating" |
*
* @param {Flows_Review_Your_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_your_rating: ((inputs?: Flows_Review_Your_RatingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Your_RatingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star, {word}" |
* | "other" | "{count} stars, {word}" |
*
* @param {Flows_Review_Star_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_star_label: ((inputs: Flows_Review_Star_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Star_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose 1 to 5 stars." |
*
* @param {Flows_Review_Rating_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_hint: ((inputs?: Flows_Review_Rating_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{value} of 5: {word}." |
*
* @param {Flows_Review_Rating_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_rating_chosen: ((inputs: Flows_Review_Rating_ChosenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Rating_ChosenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit your review" |
*
* @param {Flows_Review_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edit_title: ((inputs?: Flows_Review_Edit_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Edit_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Flows_Review_Write_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_write_title: ((inputs?: Flows_Review_Write_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Write_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your product" |
*
* @param {Flows_Review_Loading_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_loading_product: ((inputs?: Flows_Review_Loading_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Loading_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this product" |
*
* @param {Flows_Review_Load_Product_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_load_product_failed: ((inputs?: Flows_Review_Load_Product_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Load_Product_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed. Check your connection and try again." |
*
* @param {Flows_Review_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_changed: ((inputs?: Flows_Review_Nothing_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Nothing_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This product can’t be reviewed here" |
*
* @param {Flows_Review_Cannot_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_cannot_review: ((inputs?: Flows_Review_Cannot_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Cannot_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your products" |
*
* @param {Flows_Review_See_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_products: ((inputs?: Flows_Review_See_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_See_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We can’t find that item in your account." |
*
* @param {Flows_Review_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_not_found: ((inputs?: Flows_Review_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered {date}" |
*
* @param {Flows_Review_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_delivered: ((inputs: Flows_Review_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your review is published" |
*
* @param {Flows_Review_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_published_title: ((inputs?: Flows_Review_Published_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Published_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "It shows on the product page now. You can edit it any time." |
*
* @param {Flows_Review_Published_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_published_text: ((inputs?: Flows_Review_Published_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Published_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See it on the product page" |
*
* @param {Flows_Review_See_On_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_on_product: ((inputs?: Flows_Review_See_On_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_See_On_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review another product" |
*
* @param {Flows_Review_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_another: ((inputs?: Flows_Review_AnotherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_AnotherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your review was not saved" |
*
* @param {Flows_Review_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_not_saved: ((inputs?: Flows_Review_Not_SavedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Not_SavedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Flows_Review_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_your_review: ((inputs?: Flows_Review_Your_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Your_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Plain text, {min} to {max} characters ({count} now). Shown with your first name and last initial." |
*
* @param {Flows_Review_Text_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_text_hint: ((inputs: Flows_Review_Text_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Text_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your review" |
*
* @param {Flows_Review_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_saving: ((inputs?: Flows_Review_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Flows_Review_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_save_changes: ((inputs?: Flows_Review_Save_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Save_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Publish review" |
*
* @param {Flows_Review_PublishInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_publish: ((inputs?: Flows_Review_PublishInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_PublishInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Flows_Review_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_cancel: ((inputs?: Flows_Review_CancelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_CancelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· returned since" |
*
* @param {Flows_Review_Returned_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_returned_since: ((inputs?: Flows_Review_Returned_SinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Returned_SinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reviewed {date}" |
*
* @param {Flows_Review_ReviewedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_reviewed: ((inputs: Flows_Review_ReviewedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_ReviewedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "· edited" |
*
* @param {Flows_Review_EditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edited: ((inputs?: Flows_Review_EditedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_EditedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Edit review" |
*
* @param {Flows_Review_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_edit: ((inputs?: Flows_Review_EditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_EditInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Write review" |
*
* @param {Flows_Review_WriteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_write: ((inputs?: Flows_Review_WriteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_WriteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Flows_Review_Of_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_of_item: ((inputs: Flows_Review_Of_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Of_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See the product page" |
*
* @param {Flows_Review_See_Product_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_see_product_page: ((inputs?: Flows_Review_See_Product_PageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_See_Product_PageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Product reviews" |
*
* @param {Flows_Review_List_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_list_title: ((inputs?: Flows_Review_List_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_List_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell other shoppers about the pieces we delivered to you, newest first." |
*
* @param {Flows_Review_List_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_list_intro: ((inputs?: Flows_Review_List_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_List_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your products" |
*
* @param {Flows_Review_Loading_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_loading_products: ((inputs?: Flows_Review_Loading_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Loading_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load your products" |
*
* @param {Flows_Review_Load_Products_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_load_products_failed: ((inputs?: Flows_Review_Load_Products_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Load_Products_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Trying again" |
*
* @param {Flows_Review_Trying_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_trying_again: ((inputs?: Flows_Review_Trying_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Trying_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing to review yet" |
*
* @param {Flows_Review_Nothing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_title: ((inputs?: Flows_Review_Nothing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Nothing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Flows_Review_BrowseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_browse: ((inputs?: Flows_Review_BrowseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_BrowseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Once a piece is delivered to you, you can review it here." |
*
* @param {Flows_Review_Nothing_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_nothing_text: ((inputs?: Flows_Review_Nothing_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Nothing_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You have reviewed every piece. Thank you!" |
*
* @param {Flows_Review_All_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_all_done: ((inputs?: Flows_Review_All_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_All_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} piece waits for your review." |
* | "other" | "{count} pieces wait for your review." |
*
* @param {Flows_Review_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_waiting: ((inputs: Flows_Review_WaitingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_WaitingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered products" |
*
* @param {Flows_Review_Delivered_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const flows_review_delivered_products: ((inputs?: Flows_Review_Delivered_ProductsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flows_Review_Delivered_ProductsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Content_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_last_updated: ((inputs: Content_Last_UpdatedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Last_UpdatedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Content_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_title: ((inputs?: Content_Terms_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "These terms cover your use of the Pivot website. The agreement you accept at checkout covers the furniture itself." |
*
* @param {Content_Terms_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_lead: ((inputs?: Content_Terms_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Using this site" |
*
* @param {Content_Terms_S_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_agreement: ((inputs?: Content_Terms_S_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who can order" |
*
* @param {Content_Terms_S_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_eligibility: ((inputs?: Content_Terms_S_EligibilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_EligibilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Content_Terms_S_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_account: ((inputs?: Content_Terms_S_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices, taxes and errors" |
*
* @param {Content_Terms_S_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_prices: ((inputs?: Content_Terms_S_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Orders and availability" |
*
* @param {Content_Terms_S_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_orders: ((inputs?: Content_Terms_S_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your furniture agreement" |
*
* @param {Content_Terms_S_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_agreements: ((inputs?: Content_Terms_S_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Acceptable use" |
*
* @param {Content_Terms_S_ConductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_conduct: ((inputs?: Content_Terms_S_ConductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_ConductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our content and yours" |
*
* @param {Content_Terms_S_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_content: ((inputs?: Content_Terms_S_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Limits of our responsibility" |
*
* @param {Content_Terms_S_LiabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_liability: ((inputs?: Content_Terms_S_LiabilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_LiabilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Governing law" |
*
* @param {Content_Terms_S_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_law: ((inputs?: Content_Terms_S_LawInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_LawInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Changes to these terms" |
*
* @param {Content_Terms_S_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_s_changes: ((inputs?: Content_Terms_S_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_S_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The site is operated by Pivot Furniture Inc. By using it you accept these terms and our <privacy>privacy policy</privacy>. If you do not accept them, please ..." |
*
* @param {Content_Terms_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_agreement: ((inputs?: Content_Terms_AgreementInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_AgreementInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To place an order you must have reached the age of majority in your province or territory and have a delivery address within our delivery area in Canada (or,..." |
*
* @param {Content_Terms_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_eligibility: ((inputs?: Content_Terms_EligibilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_EligibilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed through your accoun..." |
*
* @param {Content_Terms_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_account: ((inputs?: Content_Terms_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All prices are in Canadian dollars." |
*
* @param {Content_Terms_Prices_CadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_cad: ((inputs?: Content_Terms_Prices_CadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_Prices_CadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sales taxes are added by the province of delivery (or of pickup, for liquidation orders) and shown before you pay." |
*
* @param {Content_Terms_Prices_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_tax: ((inputs?: Content_Terms_Prices_TaxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_Prices_TaxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The price in your cart is calculated by our systems when you check out, and that is the price you pay. If a price is clearly wrong because of an error, we wi..." |
*
* @param {Content_Terms_Prices_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_prices_errors: ((inputs?: Content_Terms_Prices_ErrorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_Prices_ErrorsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is accepted when we send the confirmation email. Availability and delivery dates shown on the site are estimates for your chosen city; if somethin..." |
*
* @param {Content_Terms_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_orders: ((inputs?: Content_Terms_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each order is governed by the subscription, rental or ownership agreement you accept at checkout. A plain-language summary of each is on our <contract>agreem..." |
*
* @param {Content_Terms_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_agreements: ((inputs?: Content_Terms_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Please do not misuse the site: no attempts to break its security, to overload it, to collect other customers’ information, or to place orders you do not inte..." |
*
* @param {Content_Terms_ConductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_conduct: ((inputs?: Content_Terms_ConductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_ConductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Photographs, text, product designs and the Pivot name belong to us or our suppliers; you may view and share them for personal, non-commercial use. When you p..." |
*
* @param {Content_Terms_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_content: ((inputs?: Content_Terms_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We work to keep the site accurate and available but cannot promise it will always be uninterrupted or free of errors. To the extent the law allows, we are no..." |
*
* @param {Content_Terms_LiabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_liability: ((inputs?: Content_Terms_LiabilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_LiabilityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "These terms are governed by the laws of Ontario and the federal laws of Canada that apply there, except where the consumer protection laws of your province g..." |
*
* @param {Content_Terms_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_law: ((inputs?: Content_Terms_LawInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_LawInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We may update these terms; the version in force when you place an order applies to that order. Questions? Write to <email>{email}</email>." |
*
* @param {Content_Terms_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_terms_changes: ((inputs: Content_Terms_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Terms_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Content_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_title: ((inputs?: Content_Sale_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Effective January 15, 2025, until the sale ends" |
*
* @param {Content_Sale_EffectiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_effective: ((inputs?: Content_Sale_EffectiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_EffectiveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our final liquidation sale takes 85% off the retail price of every piece we have left. Please read these terms before you order: sale orders work differently..." |
*
* @param {Content_Sale_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_lead: ((inputs?: Content_Sale_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>In short:</b> 85% off, all sales are final, and every order is picked up by you at our warehouse in Mississauga, Ontario. We do not deliver or assemble sa..." |
*
* @param {Content_Sale_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_short: ((inputs?: Content_Sale_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices" |
*
* @param {Content_Sale_Prices_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_prices_title: ((inputs?: Content_Sale_Prices_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Prices_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale prices are 85% below each piece’s regular retail price and are already shown that way on the site. Sale pieces are sold outright; subscriptions, rentals..." |
*
* @param {Content_Sale_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_prices: ((inputs?: Content_Sale_PricesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_PricesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Content_Sale_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_title: ((inputs?: Content_Sale_Final_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale pieces cannot be returned, exchanged or refunded once you have picked them up." |
*
* @param {Content_Sale_Final_No_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_no_return: ((inputs?: Content_Sale_Final_No_ReturnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_No_ReturnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces are sold in their current condition. Inspect them at pickup: if a piece is not as described on the site, you may refuse it there and we will refund it..." |
*
* @param {Content_Sale_Final_ConditionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_condition: ((inputs?: Content_Sale_Final_ConditionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_ConditionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing in this policy limits rights you have under the consumer protection laws of your province or territory." |
*
* @param {Content_Sale_Final_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_final_rights: ((inputs?: Content_Sale_Final_RightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Final_RightsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Content_Sale_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_title: ((inputs?: Content_Sale_Pickup_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "After checkout we email you your order number, the pickup day and window you chose, and a link to change them, and again the day before. Pickups run every da..." |
*
* @param {Content_Sale_Pickup_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_email: ((inputs?: Content_Sale_Pickup_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up your order within 14 days of purchase: checkout offers those days." |
*
* @param {Content_Sale_Pickup_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_days: ((inputs?: Content_Sale_Pickup_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bring photo ID matching the name on the order and your order number. Someone else may pick up for you if you email us their name in advance." |
*
* @param {Content_Sale_Pickup_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_id: ((inputs?: Content_Sale_Pickup_IdInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_IdInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bring a vehicle large enough and someone to help you lift. Our staff bring your order to the loading door but cannot load vehicles, take furniture apart or p..." |
*
* @param {Content_Sale_Pickup_VehicleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_pickup_vehicle: ((inputs?: Content_Sale_Pickup_VehicleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Pickup_VehicleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Missed pickups" |
*
* @param {Content_Sale_Missed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_missed_title: ((inputs?: Content_Sale_Missed_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Missed_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you cannot make your appointment, move it from the link in your email (or from your account's deliveries) before its day. If an order is still not collect..." |
*
* @param {Content_Sale_MissedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_missed: ((inputs?: Content_Sale_MissedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_MissedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quantities" |
*
* @param {Content_Sale_Quantities_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_quantities_title: ((inputs?: Content_Sale_Quantities_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Quantities_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Stock is limited to what is in the warehouse, and pieces are reserved only when your order is confirmed. We may limit quantities per customer so that more pe..." |
*
* @param {Content_Sale_QuantitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_quantities: ((inputs?: Content_Sale_QuantitiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_QuantitiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you subscribe today" |
*
* @param {Content_Sale_Subscribers_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_subscribers_title: ((inputs?: Content_Sale_Subscribers_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_Subscribers_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your current subscription, rental or financing agreement continues unchanged, and you can still buy out your furniture from your account. Questions about you..." |
*
* @param {Content_Sale_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_sale_subscribers: ((inputs: Content_Sale_SubscribersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Sale_SubscribersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Content_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_title: ((inputs?: Content_Privacy_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We collect only what we need to deliver, bill for and look after your furniture, we never sell your personal information, and you can see or correct what we ..." |
*
* @param {Content_Privacy_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_lead: ((inputs?: Content_Privacy_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {Content_Privacy_S_ScopeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_scope: ((inputs?: Content_Privacy_S_ScopeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ScopeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Content_Privacy_S_CollectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_collect: ((inputs?: Content_Privacy_S_CollectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_CollectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How we use it" |
*
* @param {Content_Privacy_S_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_use: ((inputs?: Content_Privacy_S_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consent" |
*
* @param {Content_Privacy_S_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_consent: ((inputs?: Content_Privacy_S_ConsentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ConsentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who we share it with" |
*
* @param {Content_Privacy_S_ShareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_share: ((inputs?: Content_Privacy_S_ShareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ShareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cookies and browser storage" |
*
* @param {Content_Privacy_S_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_storage: ((inputs?: Content_Privacy_S_StorageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_StorageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where it is kept" |
*
* @param {Content_Privacy_S_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_where: ((inputs?: Content_Privacy_S_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Content_Privacy_S_RetentionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_retention: ((inputs?: Content_Privacy_S_RetentionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_RetentionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How we protect it" |
*
* @param {Content_Privacy_S_SafeguardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_safeguards: ((inputs?: Content_Privacy_S_SafeguardsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_SafeguardsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Content_Privacy_S_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_rights: ((inputs?: Content_Privacy_S_RightsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_RightsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If something goes wrong" |
*
* @param {Content_Privacy_S_BreachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_breaches: ((inputs?: Content_Privacy_S_BreachesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_BreachesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Changes and contact" |
*
* @param {Content_Privacy_S_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_s_changes: ((inputs?: Content_Privacy_S_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_S_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. (“Pivot”, “we”) sells, finances, rents and subscribes furniture to customers in Canada. This policy covers the personal information we h..." |
*
* @param {Content_Privacy_ScopeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_scope: ((inputs?: Content_Privacy_ScopeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_ScopeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Identity and contact details</b>: your name, email address, phone numbers and the addresses you ask us to deliver to or bill." |
*
* @param {Content_Privacy_Collect_IdentityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_identity: ((inputs?: Content_Privacy_Collect_IdentityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_IdentityInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Delivery details</b>: floor, elevator and dock access, buzzer number and the instructions you give our crews." |
*
* @param {Content_Privacy_Collect_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_delivery: ((inputs?: Content_Privacy_Collect_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Orders and payments</b>: what you ordered, your agreements, receipts and payment history. Card numbers are handled by our payment processor; we keep only ..." |
*
* @param {Content_Privacy_Collect_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_orders: ((inputs?: Content_Privacy_Collect_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Photos you send us</b>, for example of a piece you are returning." |
*
* @param {Content_Privacy_Collect_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_photos: ((inputs?: Content_Privacy_Collect_PhotosInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_PhotosInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Reviews</b> you choose to write about products." |
*
* @param {Content_Privacy_Collect_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_reviews: ((inputs?: Content_Privacy_Collect_ReviewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_ReviewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Technical information</b>: your browser and device type, pages visited and the release of our site you used, so that we can fix problems." |
*
* @param {Content_Privacy_Collect_TechnicalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_collect_technical: ((inputs?: Content_Privacy_Collect_TechnicalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Collect_TechnicalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to price, deliver, assemble, move, swap and pick up your furniture;" |
*
* @param {Content_Privacy_Use_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_deliver: ((inputs?: Content_Privacy_Use_DeliverInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_DeliverInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to bill you under your agreement and send receipts;" |
*
* @param {Content_Privacy_Use_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_bill: ((inputs?: Content_Privacy_Use_BillInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_BillInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to verify your identity and protect your account against fraud;" |
*
* @param {Content_Privacy_Use_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_verify: ((inputs?: Content_Privacy_Use_VerifyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_VerifyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to answer your questions and handle PivotCare claims;" |
*
* @param {Content_Privacy_Use_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_answer: ((inputs?: Content_Privacy_Use_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to improve our site and our service, using aggregated or de-identified data;" |
*
* @param {Content_Privacy_Use_ImproveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_improve: ((inputs?: Content_Privacy_Use_ImproveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_ImproveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "to send you offers by email, only if you opted in; every message has an unsubscribe link, as Canada’s anti-spam legislation requires." |
*
* @param {Content_Privacy_Use_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_use_offers: ((inputs?: Content_Privacy_Use_OffersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Use_OffersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We ask for your consent when we collect your information, and we use it only for the purposes above or ones you agree to later. You may withdraw consent at a..." |
*
* @param {Content_Privacy_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_consent: ((inputs?: Content_Privacy_ConsentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_ConsentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We never sell or rent your personal information. We share it only with:" |
*
* @param {Content_Privacy_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_intro: ((inputs?: Content_Privacy_Share_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "our payment processor, to charge your card;" |
*
* @param {Content_Privacy_Share_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_payment: ((inputs?: Content_Privacy_Share_PaymentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_PaymentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery and logistics partners who help our crews, limited to what a delivery needs;" |
*
* @param {Content_Privacy_Share_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_delivery: ((inputs?: Content_Privacy_Share_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "providers who host our systems or send our emails and text messages;" |
*
* @param {Content_Privacy_Share_HostingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_hosting: ((inputs?: Content_Privacy_Share_HostingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_HostingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "authorities, when the law requires it (for example, a court order), or to protect the safety of our customers and staff." |
*
* @param {Content_Privacy_Share_AuthoritiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_authorities: ((inputs?: Content_Privacy_Share_AuthoritiesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_AuthoritiesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every provider is bound by contract to protect your information and to use it only for the service it provides to us." |
*
* @param {Content_Privacy_Share_ContractsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_share_contracts: ((inputs?: Content_Privacy_Share_ContractsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Share_ContractsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our site keeps a few things in your browser so that it works: your cart, your chosen delivery city, your sign-in session and your preferred way to pay. We us..." |
*
* @param {Content_Privacy_StorageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_storage: ((inputs?: Content_Privacy_StorageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_StorageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our customer records are stored in Canada. Some of our providers may process information in other countries, such as the United States, where it may be acces..." |
*
* @param {Content_Privacy_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_where: ((inputs?: Content_Privacy_WhereInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_WhereInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We keep account and order records while your account is open and for seven years after your last transaction, as tax law requires for financial records. Deli..." |
*
* @param {Content_Privacy_RetentionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_retention: ((inputs?: Content_Privacy_RetentionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_RetentionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Information travels encrypted between your browser and our servers. Passwords are stored only as strong one-way hashes. Staff can see customer records only w..." |
*
* @param {Content_Privacy_SafeguardsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_safeguards: ((inputs?: Content_Privacy_SafeguardsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_SafeguardsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Access</b>: ask what personal information we hold about you and how we have used it. We answer within 30 days." |
*
* @param {Content_Privacy_Rights_AccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_access: ((inputs?: Content_Privacy_Rights_AccessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_AccessInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Correction</b>: ask us to correct anything inaccurate. Most details can be changed directly in your account." |
*
* @param {Content_Privacy_Rights_CorrectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_correction: ((inputs?: Content_Privacy_Rights_CorrectionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_CorrectionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Withdrawal of consent</b> and, in Quebec, the right to have information de-indexed or deleted where the law allows." |
*
* @param {Content_Privacy_Rights_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_withdrawal: ((inputs?: Content_Privacy_Rights_WithdrawalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_WithdrawalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Complaint</b>: if we have not resolved your concern, you may complain to the <opc>Office of the Privacy Commissioner of Canada</opc> or, in Quebec, to the..." |
*
* @param {Content_Privacy_Rights_ComplaintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_rights_complaint: ((inputs?: Content_Privacy_Rights_ComplaintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_Rights_ComplaintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a breach of security creates a real risk of significant harm to you, we will tell you and report it to the Office of the Privacy Commissioner of Canada (a..." |
*
* @param {Content_Privacy_BreachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_breaches: ((inputs?: Content_Privacy_BreachesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_BreachesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If we change this policy in a way that matters, we will email account holders before the change takes effect. The date at the top shows the latest version." |
*
* @param {Content_Privacy_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_changes: ((inputs?: Content_Privacy_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy officer, Pivot Furniture Inc.: <email>{email}</email>, or by mail at the address on our <contact>contact page</contact>." |
*
* @param {Content_Privacy_OfficerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_privacy_officer: ((inputs: Content_Privacy_OfficerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Privacy_OfficerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Frequently asked questions" |
*
* @param {Content_Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_title: ((inputs?: Content_Faq_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Straight answers about subscribing, financing, renting and buying furniture with Pivot, and about delivery, returns and care." |
*
* @param {Content_Faq_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_lead: ((inputs?: Content_Faq_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Topics" |
*
* @param {Content_Faq_TopicsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_topics: ((inputs?: Content_Faq_TopicsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_TopicsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shopping with Pivot" |
*
* @param {Content_Faq_S_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_shopping: ((inputs?: Content_Faq_S_ShoppingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_ShoppingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery and assembly" |
*
* @param {Content_Faq_S_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_delivery: ((inputs?: Content_Faq_S_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns, swaps and moves" |
*
* @param {Content_Faq_S_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_returns: ((inputs?: Content_Faq_S_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare" |
*
* @param {Content_Faq_S_PivotcareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_pivotcare: ((inputs?: Content_Faq_S_PivotcareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_PivotcareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account and billing" |
*
* @param {Content_Faq_S_BillingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_billing: ((inputs?: Content_Faq_S_BillingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_BillingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The liquidation sale" |
*
* @param {Content_Faq_S_LiquidationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_s_liquidation: ((inputs?: Content_Faq_S_LiquidationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_S_LiquidationInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What does “better than new” mean?" |
*
* @param {Content_Faq_Btn_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_q: ((inputs?: Content_Faq_Btn_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Btn_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every piece we deliver is either brand new or has been inspected, deep-cleaned and refurbished in our own depot so that it looks and performs like new. Worn ..." |
*
* @param {Content_Faq_Btn_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_a1: ((inputs?: Content_Faq_Btn_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Btn_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If something arrives that does not meet that standard, tell us within 7 days of delivery and we will exchange it at no charge." |
*
* @param {Content_Faq_Btn_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_btn_a2: ((inputs?: Content_Faq_Btn_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Btn_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is the difference between subscribing, financing, renting and buying?" |
*
* @param {Content_Faq_Ways_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_q: ((inputs?: Content_Faq_Ways_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ways to get your furniture" |
*
* @param {Content_Faq_Ways_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_label: ((inputs?: Content_Faq_Ways_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Four ways to furnish your home" |
*
* @param {Content_Faq_Ways_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_caption: ((inputs?: Content_Faq_Ways_CaptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_CaptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Option" |
*
* @param {Content_Faq_Col_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_option: ((inputs?: Content_Faq_Col_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How you pay" |
*
* @param {Content_Faq_Col_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_pay: ((inputs?: Content_Faq_Col_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Who owns it" |
*
* @param {Content_Faq_Col_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_owner: ((inputs?: Content_Faq_Col_OwnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_OwnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Best for" |
*
* @param {Content_Faq_Col_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_col_best: ((inputs?: Content_Faq_Col_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Col_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Content_Faq_Sub_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_name: ((inputs?: Content_Faq_Sub_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly fee, for as long as you keep it" |
*
* @param {Content_Faq_Sub_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_pay: ((inputs?: Content_Faq_Sub_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot, until your payments reach the retail price" |
*
* @param {Content_Faq_Sub_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_owner: ((inputs?: Content_Faq_Sub_OwnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_OwnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Flexibility: swap, move or return whenever life changes" |
*
* @param {Content_Faq_Sub_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sub_best: ((inputs?: Content_Faq_Sub_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sub_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Content_Faq_Fin_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_name: ((inputs?: Content_Faq_Fin_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fin_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The purchase price in equal monthly payments over a set term" |
*
* @param {Content_Faq_Fin_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_pay: ((inputs?: Content_Faq_Fin_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fin_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You, from delivery" |
*
* @param {Content_Faq_Owner_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_owner_you: ((inputs?: Content_Faq_Owner_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Owner_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Owning now and spreading the cost" |
*
* @param {Content_Faq_Fin_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fin_best: ((inputs?: Content_Faq_Fin_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fin_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Content_Faq_Rent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_name: ((inputs?: Content_Faq_Rent_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly rent for a fixed term" |
*
* @param {Content_Faq_Rent_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_pay: ((inputs?: Content_Faq_Rent_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot; it comes back at the end" |
*
* @param {Content_Faq_Rent_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_owner: ((inputs?: Content_Faq_Rent_OwnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_OwnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A temporary home, a staging or a short contract" |
*
* @param {Content_Faq_Rent_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_rent_best: ((inputs?: Content_Faq_Rent_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Rent_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Content_Faq_Buy_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_name: ((inputs?: Content_Faq_Buy_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buy_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The full price once, at checkout" |
*
* @param {Content_Faq_Buy_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_pay: ((inputs?: Content_Faq_Buy_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buy_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keeping it for years" |
*
* @param {Content_Faq_Buy_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buy_best: ((inputs?: Content_Faq_Buy_BestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buy_BestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The full terms of each option are summarised on our <contract>agreements page</contract>." |
*
* @param {Content_Faq_Ways_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_ways_agreements: ((inputs?: Content_Faq_Ways_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Ways_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When does a subscription end?" |
*
* @param {Content_Faq_End_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_end_q: ((inputs?: Content_Faq_End_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_End_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Whenever you like: schedule a return and billing stops on the pickup day. If you keep a piece long enough, your payments stop one month before the total you ..." |
*
* @param {Content_Faq_End_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_end_a: ((inputs?: Content_Faq_End_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_End_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Are prices in Canadian dollars? What about tax?" |
*
* @param {Content_Faq_Tax_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_tax_q: ((inputs?: Content_Faq_Tax_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Tax_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every price on the site is in Canadian dollars. Sales tax (GST or HST, plus PST or QST where it applies) depends on the province you have your furniture deli..." |
*
* @param {Content_Faq_Tax_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_tax_a: ((inputs?: Content_Faq_Tax_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Tax_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I see and feel fabrics before I order?" |
*
* @param {Content_Faq_Fabric_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fabric_q: ((inputs?: Content_Faq_Fabric_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fabric_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. <swatches>Order free fabric swatches</swatches> and we will mail them to you, usually within a week." |
*
* @param {Content_Faq_Fabric_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_fabric_a: ((inputs?: Content_Faq_Fabric_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Fabric_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Where do you deliver?" |
*
* @param {Content_Faq_Where_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_q: ((inputs?: Content_Faq_Where_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Where_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our own white-glove crews deliver within 75 km of our depots in {count} cities: {cities}." |
*
* @param {Content_Faq_Where_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_a1: ((inputs: Content_Faq_Where_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Where_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose your city with the location button at the top of any page: prices, availability and the delivery fee follow your choice." |
*
* @param {Content_Faq_Where_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_where_a2: ((inputs?: Content_Faq_Where_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Where_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How much does delivery cost?" |
*
* @param {Content_Faq_Cost_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_cost_q: ((inputs?: Content_Faq_Cost_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Cost_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "One flat fee per order, which depends on your city and starts at {fee}. It covers carrying everything in, placing it in the room you choose and taking the pa..." |
*
* @param {Content_Faq_Cost_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_cost_a: ((inputs: Content_Faq_Cost_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Cost_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When can you deliver?" |
*
* @param {Content_Faq_When_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_when_q: ((inputs?: Content_Faq_When_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_When_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Seven days a week, between 9 a.m. and 9 p.m. local time. You choose a delivery window at checkout, and we text you when the crew is about 30 minutes away." |
*
* @param {Content_Faq_When_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_when_a: ((inputs?: Content_Faq_When_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_When_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Do you assemble the furniture?" |
*
* @param {Content_Faq_Assembly_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_assembly_q: ((inputs?: Content_Faq_Assembly_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Assembly_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. Add assembly at checkout and the crew sets everything up before they leave. A few pieces arrive ready to use; their product page says “assembly not offe..." |
*
* @param {Content_Faq_Assembly_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_assembly_a: ((inputs?: Content_Faq_Assembly_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Assembly_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I return subscription furniture?" |
*
* @param {Content_Faq_Return_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_return_q: ((inputs?: Content_Faq_Return_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Return_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. {terms} An agreement signed earlier keeps the return terms it was signed with; each item shows its own free-return day when you start a return." |
*
* @param {Content_Faq_Return_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_return_a: ((inputs: Content_Faq_Return_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Return_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You may return any item at any time by booking a pickup in your account. A pickup in the first {count} year of an item’s subscription costs twice its monthly..." |
* | "other" | "You may return any item at any time by booking a pickup in your account. A pickup in the first {count} years of an item’s subscription costs twice its monthl..." |
*
* @param {Content_Return_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_return_terms: ((inputs: Content_Return_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Return_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I swap a piece for something else?" |
*
* @param {Content_Faq_Swap_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_swap_q: ((inputs?: Content_Faq_Swap_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Swap_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. Choose the replacement in your account and we deliver it on the same visit that we pick up the piece you are returning." |
*
* @param {Content_Faq_Swap_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_swap_a: ((inputs?: Content_Faq_Swap_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Swap_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "I’m moving. Can you move my furniture?" |
*
* @param {Content_Faq_Move_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_move_q: ((inputs?: Content_Faq_Move_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Move_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We move subscribed furniture within your city or to any of our other delivery cities. Book the move from your account at least one week before moving day." |
*
* @param {Content_Faq_Move_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_move_a: ((inputs?: Content_Faq_Move_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Move_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I return something I bought?" |
*
* @param {Content_Faq_Bought_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_bought_q: ((inputs?: Content_Faq_Bought_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Bought_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture you bought or financed can be returned within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee eq..." |
*
* @param {Content_Faq_Bought_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_bought_a: ((inputs?: Content_Faq_Bought_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Bought_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Can I buy the furniture I subscribe to?" |
*
* @param {Content_Faq_Buyout_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buyout_q: ((inputs?: Content_Faq_Buyout_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buyout_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes. Buy it out from your account at any time: the subscription fees you have already paid count toward the price." |
*
* @param {Content_Faq_Buyout_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_buyout_a: ((inputs?: Content_Faq_Buyout_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Buyout_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is PivotCare?" |
*
* @param {Content_Faq_Care_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_q: ((inputs?: Content_Faq_Care_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Care_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare is accidental-damage cover you can add to any subscribed item in your cart. It costs 20% of the item’s monthly fee: on a {fee} a month sofa, that i..." |
*
* @param {Content_Faq_Care_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_a1: ((inputs: Content_Faq_Care_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Care_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "With PivotCare, we repair or replace an item damaged by accident (spills, stains, tears, a broken leg) at no cost to you. Normal wear is never charged, with ..." |
*
* @param {Content_Faq_Care_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_care_a2: ((inputs?: Content_Faq_Care_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Care_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What if I don’t have PivotCare and something breaks?" |
*
* @param {Content_Faq_Nocare_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_q: ((inputs?: Content_Faq_Nocare_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You pay for the repair, at the prices on our published repair chart:" |
*
* @param {Content_Faq_Nocare_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_a1: ((inputs?: Content_Faq_Nocare_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "legs and feet: {from} to {to}" |
*
* @param {Content_Faq_Nocare_LegsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_legs: ((inputs: Content_Faq_Nocare_LegsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_LegsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "upholstery: {from} to {to}" |
*
* @param {Content_Faq_Nocare_UpholsteryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_upholstery: ((inputs: Content_Faq_Nocare_UpholsteryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_UpholsteryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "hard surfaces (wood, stone, metal): {from} to {to}" |
*
* @param {Content_Faq_Nocare_HardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_hard: ((inputs: Content_Faq_Nocare_HardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_HardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a piece cannot be repaired, you pay its retail price less the fees you have already paid for it." |
*
* @param {Content_Faq_Nocare_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_nocare_a2: ((inputs?: Content_Faq_Nocare_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Nocare_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When am I charged?" |
*
* @param {Content_Faq_Charged_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_charged_q: ((inputs?: Content_Faq_Charged_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Charged_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription, rental and financing payments are charged each month on the day of the month your furniture was delivered, to the card on file. Every receipt i..." |
*
* @param {Content_Faq_Charged_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_charged_a: ((inputs?: Content_Faq_Charged_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Charged_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A payment didn’t go through. What do I do?" |
*
* @param {Content_Faq_Failed_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_failed_q: ((inputs?: Content_Faq_Failed_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Failed_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a payment fails, a billing alert appears at the top of every page while you are signed in. Follow it to update your card; we retry the payment once your d..." |
*
* @param {Content_Faq_Failed_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_failed_a: ((inputs?: Content_Faq_Failed_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Failed_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How do I reach a person?" |
*
* @param {Content_Faq_Person_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_person_q: ((inputs?: Content_Faq_Person_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Person_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call us at <phone>{phone}</phone> or email <email>{email}</email>. Our hours are on the <contact>contact page</contact>." |
*
* @param {Content_Faq_Person_AInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_person_a: ((inputs: Content_Faq_Person_AInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Person_AInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is the liquidation sale?" |
*
* @param {Content_Faq_Sale_QInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_q: ((inputs?: Content_Faq_Sale_QInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sale_QInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our final sale: every piece is 85% off its retail price, sold as final sale and picked up at our warehouse in Mississauga, Ontario. There is no delivery for ..." |
*
* @param {Content_Faq_Sale_A1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_a1: ((inputs?: Content_Faq_Sale_A1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sale_A1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The details, including pickup hours, are in the <policy>liquidation sale policy</policy>." |
*
* @param {Content_Faq_Sale_A2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_faq_sale_a2: ((inputs?: Content_Faq_Sale_A2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Faq_Sale_A2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Montreal" |
*
* @param {Content_City_MontrealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_city_montreal: ((inputs?: Content_City_MontrealInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_City_MontrealInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quebec City" |
*
* @param {Content_City_QuebecInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_city_quebec: ((inputs?: Content_City_QuebecInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_City_QuebecInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Return at any time: a pickup costs twice its monthly fee in the first {count} year, then it is free" |
* | "other" | "Return at any time: a pickup costs twice its monthly fee in the first {count} years, then it is free" |
*
* @param {Content_Return_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_return_summary: ((inputs: Content_Return_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Return_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Looking after the furniture" |
*
* @param {Content_Agr_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_title: ((inputs?: Content_Agr_Care_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Care_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Use the furniture at the delivery address for ordinary household purposes and follow the care instructions we give you. Normal wear is expected and never cha..." |
*
* @param {Content_Agr_Care_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_p1: ((inputs?: Content_Agr_Care_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Care_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us about damage as soon as it happens. With PivotCare (20% of the item’s monthly fee) accidental damage is repaired or the item replaced at no cost. Wit..." |
*
* @param {Content_Agr_Care_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_care_p2: ((inputs: Content_Agr_Care_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Care_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your rights and the law" |
*
* @param {Content_Agr_Law_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_law_title: ((inputs?: Content_Agr_Law_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Law_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This agreement is governed by the laws of the province or territory of the delivery address. Nothing in it limits the rights you have under that province’s c..." |
*
* @param {Content_Agr_Law_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_law_p1: ((inputs?: Content_Agr_Law_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Law_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Content_Agr_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_contact_title: ((inputs?: Content_Agr_Contact_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Contact_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone} or email {email}. Your signed agreement is always available in your account." |
*
* @param {Content_Agr_Contact_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_contact_p1: ((inputs: Content_Agr_Contact_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Contact_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What you are agreeing to" |
*
* @param {Content_Agr_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_what_title: ((inputs?: Content_Agr_What_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_What_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription agreement" |
*
* @param {Content_Agr_Sub_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_name: ((inputs?: Content_Agr_Sub_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the subscription agreement" |
*
* @param {Content_Agr_Sub_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_read: ((inputs?: Content_Agr_Sub_ReadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_ReadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly fee for as long as you keep the furniture, with swaps, moves and returns." |
*
* @param {Content_Agr_Sub_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_summary: ((inputs?: Content_Agr_Sub_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Billed monthly, on the day of the month of delivery" |
*
* @param {Content_Agr_Sub_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h1: ((inputs?: Content_Agr_Sub_H1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_H1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payments stop one month before they reach the retail price, and the piece is yours" |
*
* @param {Content_Agr_Sub_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h3: ((inputs?: Content_Agr_Sub_H3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_H3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Optional PivotCare at 20% of the monthly fee" |
*
* @param {Content_Agr_Sub_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_h4: ((inputs?: Content_Agr_Sub_H4Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_H4Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. lets you use the furniture listed on your order confirmation, at the delivery address, for a monthly fee. Pivot owns the furniture until..." |
*
* @param {Content_Agr_Sub_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_what: ((inputs?: Content_Agr_Sub_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fees and billing" |
*
* @param {Content_Agr_Sub_Fees_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_title: ((inputs?: Content_Agr_Sub_Fees_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Fees_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The monthly fee of each item, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. The first month is charged on delivery; la..." |
*
* @param {Content_Agr_Sub_Fees_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_p1: ((inputs?: Content_Agr_Sub_Fees_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Fees_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If a payment fails, we let you know and retry it once you update your card. Amounts more than 30 days overdue may lead us to end the agreement and collect th..." |
*
* @param {Content_Agr_Sub_Fees_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_fees_p2: ((inputs?: Content_Agr_Sub_Fees_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Fees_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swaps, moves and returns" |
*
* @param {Content_Agr_Sub_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_title: ((inputs?: Content_Agr_Sub_Returns_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Returns_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you signed an earlier version of this agreement, the return terms of the version you signed apply to the items it covers." |
*
* @param {Content_Agr_Sub_Returns_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_p2: ((inputs?: Content_Agr_Sub_Returns_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Returns_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may swap an item for another: we deliver the replacement when we pick up the original. Moves within our delivery cities need one week’s notice and are ch..." |
*
* @param {Content_Agr_Sub_Returns_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_returns_p3: ((inputs?: Content_Agr_Sub_Returns_P3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Returns_P3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When the furniture becomes yours" |
*
* @param {Content_Agr_Sub_Own_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_own_title: ((inputs?: Content_Agr_Sub_Own_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Own_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payments for an item stop one month before the total you have paid for it reaches its retail price. From then on it belongs to you. You may also buy an item ..." |
*
* @param {Content_Agr_Sub_Own_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_sub_own_p1: ((inputs?: Content_Agr_Sub_Own_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Sub_Own_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rental agreement" |
*
* @param {Content_Agr_Rent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_name: ((inputs?: Content_Agr_Rent_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the rental agreement" |
*
* @param {Content_Agr_Rent_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_read: ((inputs?: Content_Agr_Rent_ReadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_ReadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly rent for a fixed term; the furniture comes back to us at the end." |
*
* @param {Content_Agr_Rent_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_summary: ((inputs?: Content_Agr_Rent_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A fixed term, chosen at checkout, billed monthly" |
*
* @param {Content_Agr_Rent_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h1: ((inputs?: Content_Agr_Rent_H1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the end of the term is free" |
*
* @param {Content_Agr_Rent_H2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h2: ((inputs?: Content_Agr_Rent_H2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue month to month if you need longer" |
*
* @param {Content_Agr_Rent_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h3: ((inputs?: Content_Agr_Rent_H3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The furniture stays Pivot’s; rent does not count toward buying it" |
*
* @param {Content_Agr_Rent_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_h4: ((inputs?: Content_Agr_Rent_H4Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_H4Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc. rents you the furniture listed on your order confirmation for the term shown at checkout, at the delivery address. Pivot owns the furnit..." |
*
* @param {Content_Agr_Rent_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_what: ((inputs?: Content_Agr_Rent_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent and billing" |
*
* @param {Content_Agr_Rent_Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_billing_title: ((inputs?: Content_Agr_Rent_Billing_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_Billing_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The monthly rent, the term, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. Rent is charged on delivery and then monthly..." |
*
* @param {Content_Agr_Rent_Billing_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_billing_p1: ((inputs?: Content_Agr_Rent_Billing_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_Billing_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "End of the term" |
*
* @param {Content_Agr_Rent_End_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_title: ((inputs?: Content_Agr_Rent_End_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_End_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We contact you two weeks before the term ends to book a free pickup. If you need the furniture longer, the rental continues month to month at the same rent u..." |
*
* @param {Content_Agr_Rent_End_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_p1: ((inputs?: Content_Agr_Rent_End_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_End_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returning an item before the end of the term costs a pickup fee of twice its monthly rent; rent stops on the pickup day." |
*
* @param {Content_Agr_Rent_End_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_rent_end_p2: ((inputs?: Content_Agr_Rent_End_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Rent_End_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ownership agreement" |
*
* @param {Content_Agr_Own_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_name: ((inputs?: Content_Agr_Own_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the ownership agreement" |
*
* @param {Content_Agr_Own_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_read: ((inputs?: Content_Agr_Own_ReadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_ReadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy outright, or finance the price in equal monthly payments." |
*
* @param {Content_Agr_Own_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_summary: ((inputs?: Content_Agr_Own_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay in full at checkout, or in equal monthly payments over the term you choose" |
*
* @param {Content_Agr_Own_H1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h1: ((inputs?: Content_Agr_Own_H1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The interest rate and total cost of borrowing are shown before you agree" |
*
* @param {Content_Agr_Own_H2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h2: ((inputs?: Content_Agr_Own_H2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay off financing early at any time, without penalty" |
*
* @param {Content_Agr_Own_H3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h3: ((inputs?: Content_Agr_Own_H3Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H3Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return within 14 days of delivery, except final-sale items" |
*
* @param {Content_Agr_Own_H4Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_h4: ((inputs?: Content_Agr_Own_H4Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_H4Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You buy the furniture listed on your order confirmation from Pivot Furniture Inc. Ownership passes to you on delivery (or at pickup for liquidation sale orde..." |
*
* @param {Content_Agr_Own_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_what: ((inputs?: Content_Agr_Own_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paying in full" |
*
* @param {Content_Agr_Own_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_full_title: ((inputs?: Content_Agr_Own_Full_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Full_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The price, delivery fee, any assembly fee and applicable sales taxes are charged to your card when your order is confirmed." |
*
* @param {Content_Agr_Own_Full_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_full_p1: ((inputs?: Content_Agr_Own_Full_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Full_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Content_Agr_Own_Fin_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_title: ((inputs?: Content_Agr_Own_Fin_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Fin_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you finance, the price is divided into equal monthly payments over the term you choose at checkout. Before you agree, we show the annual interest rate, ea..." |
*
* @param {Content_Agr_Own_Fin_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_p1: ((inputs?: Content_Agr_Own_Fin_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Fin_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may pay the balance at any time without penalty. Until it is paid, Pivot keeps a security interest in the financed furniture; missed payments may be repo..." |
*
* @param {Content_Agr_Own_Fin_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_fin_p2: ((inputs?: Content_Agr_Own_Fin_P2Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Fin_P2Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns" |
*
* @param {Content_Agr_Own_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_returns_title: ((inputs?: Content_Agr_Own_Returns_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Returns_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You may return furniture within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee equal to the delivery fee...." |
*
* @param {Content_Agr_Own_Returns_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_returns_p1: ((inputs?: Content_Agr_Own_Returns_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Returns_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Warranty and care" |
*
* @param {Content_Agr_Own_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_warranty_title: ((inputs?: Content_Agr_Own_Warranty_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Warranty_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your furniture comes with the legal warranties of your province and a one-year Pivot warranty against defects in materials and workmanship. Accidental damage..." |
*
* @param {Content_Agr_Own_Warranty_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_own_warranty_p1: ((inputs?: Content_Agr_Own_Warranty_P1Inputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_Own_Warranty_P1Inputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Content_Agr_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_home: ((inputs?: Content_Agr_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All agreements" |
*
* @param {Content_Agr_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_all: ((inputs?: Content_Agr_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version} · Pivot Furniture Inc." |
*
* @param {Content_Agr_MetaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_meta: ((inputs: Content_Agr_MetaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_MetaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Print this agreement" |
*
* @param {Content_Agr_PrintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_print: ((inputs?: Content_Agr_PrintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_PrintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Content_Contract_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_title: ((inputs?: Content_Contract_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Content_Contract_VersionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_version: ((inputs: Content_Contract_VersionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_VersionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every order comes with a short agreement that you accept at checkout. Here is what each one means, in plain language." |
*
* @param {Content_Contract_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_lead: ((inputs?: Content_Contract_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Which one is right for me?" |
*
* @param {Content_Contract_Which_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_which_title: ((inputs?: Content_Contract_Which_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_Which_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe if you want flexibility: swap, move or return as your home changes. Rent when you know you need furniture for a set time. Buy or finance when you w..." |
*
* @param {Content_Contract_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_which: ((inputs?: Content_Contract_WhichInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_WhichInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The agreement you sign is saved in your account. If anything in these summaries differs from your signed agreement, the signed agreement applies." |
*
* @param {Content_Contract_SignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contract_signed: ((inputs?: Content_Contract_SignedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contract_SignedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Content_Agr_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_agr_brand: ((inputs?: Content_Agr_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Agr_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Content_Approach_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_title: ((inputs?: Content_Approach_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Good furniture should outlive any one apartment, lease or life stage. We build our business around keeping it in use." |
*
* @param {Content_Approach_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_lead: ((inputs?: Content_Approach_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture that stays in use" |
*
* @param {Content_Approach_Use_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_use_title: ((inputs?: Content_Approach_Use_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Use_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Millions of pieces of furniture end up in Canadian landfills every year, many of them barely used, because moving them is harder than buying new. When your n..." |
*
* @param {Content_Approach_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_use: ((inputs?: Content_Approach_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Better than new" |
*
* @param {Content_Approach_Better_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_better_title: ((inputs?: Content_Approach_Better_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Better_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every returned piece goes through our depot workshop: inspected, deep-cleaned, repaired and, where needed, given new cushions, covers or hardware. It leaves ..." |
*
* @param {Content_Approach_BetterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_better: ((inputs?: Content_Approach_BetterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_BetterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Four ways to have it" |
*
* @param {Content_Approach_Ways_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_ways_title: ((inputs?: Content_Approach_Ways_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Ways_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Content_Approach_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_subscribe: ((inputs?: Content_Approach_SubscribeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_SubscribeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A monthly fee, and the freedom to swap, move or return as life changes." |
*
* @param {Content_Approach_Subscribe_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_subscribe_text: ((inputs?: Content_Approach_Subscribe_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Subscribe_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Content_Approach_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_finance: ((inputs?: Content_Approach_FinanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_FinanceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Own it from day one and spread the price over equal monthly payments." |
*
* @param {Content_Approach_Finance_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_finance_text: ((inputs?: Content_Approach_Finance_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Finance_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Content_Approach_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_rent: ((inputs?: Content_Approach_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "For a fixed term, when you know you only need it for a while." |
*
* @param {Content_Approach_Rent_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_rent_text: ((inputs?: Content_Approach_Rent_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Rent_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Content_Approach_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_buy: ((inputs?: Content_Approach_BuyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_BuyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay once and keep it for good." |
*
* @param {Content_Approach_Buy_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_buy_text: ((inputs?: Content_Approach_Buy_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Buy_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each option’s terms are summarised in plain language on our <contract>agreements page</contract>." |
*
* @param {Content_Approach_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_terms: ((inputs?: Content_Approach_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Content_Approach_Canada_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_canada_title: ((inputs?: Content_Approach_Canada_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Canada_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Most of our sofas, sectionals and chairs are built in Canadian workshops, with frames of kiln-dried hardwood and covers you can remove and replace. Making fu..." |
*
* @param {Content_Approach_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_canada: ((inputs?: Content_Approach_CanadaInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_CanadaInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered by our own crews" |
*
* @param {Content_Approach_Crews_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_crews_title: ((inputs?: Content_Approach_Crews_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Crews_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our white-glove crews deliver and assemble in {count} cities, from {first} to {last}, seven days a week. They carry everything in, set it up where you want i..." |
*
* @param {Content_Approach_CrewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_crews: ((inputs: Content_Approach_CrewsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_CrewsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Care built in" |
*
* @param {Content_Approach_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_care_title: ((inputs?: Content_Approach_Care_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_Care_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Normal wear is on us. For accidents, PivotCare covers repairs and replacements for 20% of an item’s monthly fee, and our <cover>fabric and cover replacements..." |
*
* @param {Content_Approach_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_approach_care: ((inputs?: Content_Approach_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Approach_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Content_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_title: ((inputs?: Content_Contact_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our customer care team is based in Toronto and answers in English and French." |
*
* @param {Content_Contact_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_lead: ((inputs?: Content_Contact_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call us" |
*
* @param {Content_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_call: ((inputs?: Content_Contact_CallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_CallInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Toll-free across Canada" |
*
* @param {Content_Contact_Toll_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_toll_free: ((inputs?: Content_Contact_Toll_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Toll_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monday to Friday" |
*
* @param {Content_Contact_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekdays: ((inputs?: Content_Contact_WeekdaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_WeekdaysInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "9 a.m. to 8 p.m. ET" |
*
* @param {Content_Contact_Weekdays_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekdays_hours: ((inputs?: Content_Contact_Weekdays_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Weekdays_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Saturday and Sunday" |
*
* @param {Content_Contact_WeekendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekend: ((inputs?: Content_Contact_WeekendInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_WeekendInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "10 a.m. to 6 p.m. ET" |
*
* @param {Content_Contact_Weekend_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_weekend_hours: ((inputs?: Content_Contact_Weekend_HoursInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Weekend_HoursInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email us" |
*
* @param {Content_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_email: ((inputs?: Content_Contact_EmailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_EmailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We reply within one business day. Please include your order number if you have one." |
*
* @param {Content_Contact_ReplyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_reply: ((inputs?: Content_Contact_ReplyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_ReplyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Write to us" |
*
* @param {Content_Contact_MailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_mail: ((inputs?: Content_Contact_MailInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_MailInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Attn: Customer Care" |
*
* @param {Content_Contact_AttnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_attn: ((inputs?: Content_Contact_AttnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_AttnInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PO Box 1042, Station A" |
*
* @param {Content_Contact_Po_BoxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_po_box: ((inputs?: Content_Contact_Po_BoxInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Po_BoxInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Quicker answers" |
*
* @param {Content_Contact_QuickerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker: ((inputs?: Content_Contact_QuickerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_QuickerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery times, receipts, returns, swaps and moves are all in <account>your account</account>." |
*
* @param {Content_Contact_Quicker_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_account: ((inputs?: Content_Contact_Quicker_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Quicker_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Most questions about subscribing, delivery and PivotCare are answered in our <faq>FAQ</faq>." |
*
* @param {Content_Contact_Quicker_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_faq: ((inputs?: Content_Contact_Quicker_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Quicker_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "On delivery day, the text message we send has your crew’s direct number. Crews work seven days a week, 9 a.m. to 9 p.m. local time." |
*
* @param {Content_Contact_Quicker_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_quicker_crew: ((inputs?: Content_Contact_Quicker_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Quicker_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy questions" |
*
* @param {Content_Contact_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_privacy_title: ((inputs?: Content_Contact_Privacy_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_Privacy_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "To ask what personal information we hold about you, or to correct it, write to our privacy officer at <email>{email}</email>. Our <privacy>privacy policy</pr..." |
*
* @param {Content_Contact_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_contact_privacy: ((inputs: Content_Contact_PrivacyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Contact_PrivacyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Content_Cover_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_title: ((inputs?: Content_Cover_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A stained, faded or simply tired sofa does not need replacing. A new cover kit gives it a fresh look, in the same fabric or a new one, for a fraction of the ..." |
*
* @param {Content_Cover_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_lead: ((inputs?: Content_Cover_LeadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_LeadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What is a cover kit?" |
*
* @param {Content_Cover_What_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_what_title: ((inputs?: Content_Cover_What_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_What_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A complete set of made-to-measure covers for one piece: the seat and back cushions, the arms and the base. Our sofas, sectionals, loveseats, lounge chairs an..." |
*
* @param {Content_Cover_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_what: ((inputs?: Content_Cover_WhatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_WhatInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Content_Cover_How_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_how_title: ((inputs?: Content_Cover_How_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_How_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Choose your fabric.</b> <swatches>Order free swatches</swatches> to see colours and textures in your own light." |
*
* @param {Content_Cover_Step_FabricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_fabric: ((inputs?: Content_Cover_Step_FabricInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_FabricInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Tell us about your piece.</b> Email us the product name and your order number, or a photo of the label under the seat cushions." |
*
* @param {Content_Cover_Step_PieceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_piece: ((inputs?: Content_Cover_Step_PieceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_PieceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Get a quote.</b> We confirm the price and timing before you pay. Covers are made to order and usually ship within two to four weeks." |
*
* @param {Content_Cover_Step_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_quote: ((inputs?: Content_Cover_Step_QuoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_QuoteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "<b>Fit it.</b> Your kit comes with step-by-step instructions; most pieces take under an hour. In our delivery cities, a crew can fit it for you for the cost ..." |
*
* @param {Content_Cover_Step_FitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_step_fit: ((inputs?: Content_Cover_Step_FitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Step_FitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Covered by PivotCare" |
*
* @param {Content_Cover_Care_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_care_title: ((inputs?: Content_Cover_Care_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Care_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you subscribe with PivotCare and a cover is damaged by accident, the replacement is on us: no quote, no charge. Contact us and we arrange it." |
*
* @param {Content_Cover_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_care: ((inputs?: Content_Cover_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keeping covers fresh" |
*
* @param {Content_Cover_Fresh_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_title: ((inputs?: Content_Cover_Fresh_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Vacuum weekly with an upholstery brush, and rotate seat cushions every few weeks." |
*
* @param {Content_Cover_Fresh_VacuumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_vacuum: ((inputs?: Content_Cover_Fresh_VacuumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_VacuumInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blot spills right away with a clean, damp cloth; never rub." |
*
* @param {Content_Cover_Fresh_BlotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_blot: ((inputs?: Content_Cover_Fresh_BlotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_BlotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Most covers can be washed cold on a gentle cycle and air-dried; check the care label first." |
*
* @param {Content_Cover_Fresh_WashInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_wash: ((inputs?: Content_Cover_Fresh_WashInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_WashInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep fabrics out of strong direct sunlight to slow fading." |
*
* @param {Content_Cover_Fresh_SunInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_fresh_sun: ((inputs?: Content_Cover_Fresh_SunInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Fresh_SunInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about a cover kit? Email <email>{email}</email> or call <phone>{phone}</phone>." |
*
* @param {Content_Cover_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_questions: ((inputs: Content_Cover_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Content_Cover_Order_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_cover_order_swatches: ((inputs?: Content_Cover_Order_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cover_Order_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Language_NameInputs = {};
export type Shell_Language_Switch_LabelInputs = {};
export type Shell_Language_Switch_HintInputs = {};
export type Shell_Cart_Label_EmptyInputs = {};
export type Shell_Cart_LabelInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Footer_ShopInputs = {};
export type Shell_Footer_HelpInputs = {};
export type Shell_Footer_FaqInputs = {};
export type Shell_Footer_ContactInputs = {};
export type Shell_Footer_SwatchesInputs = {};
export type Shell_Footer_Cover_KitInputs = {};
export type Shell_Footer_CompanyInputs = {};
export type Shell_Footer_Our_ApproachInputs = {};
export type Shell_Footer_AgreementsInputs = {};
export type Shell_Footer_CareersInputs = {};
export type Shell_Footer_External_SiteInputs = {};
export type Shell_Footer_Your_AccountInputs = {};
export type Shell_Footer_My_AccountInputs = {};
export type Shell_Footer_Create_AccountInputs = {};
export type Shell_Footer_Sign_InInputs = {};
export type Shell_Footer_PoliciesInputs = {};
export type Shell_Footer_PrivacyInputs = {};
export type Shell_Footer_TermsInputs = {};
export type Shell_Footer_Liquidation_PolicyInputs = {};
export type Shell_Footer_CopyrightInputs = {};
export type Shell_Footer_SocialInputs = {};
export type Shell_Footer_LanguageInputs = {};
export type Shell_Header_HomeInputs = {};
export type Shell_Menu_TitleInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_Menu_MainInputs = {};
export type Shell_Menu_My_AccountInputs = {};
export type Shell_Menu_Sign_InInputs = {};
export type Shell_Menu_FaqInputs = {};
export type Shell_Menu_ContactInputs = {};
export type Shell_Menu_Sign_OutInputs = {};
export type Shell_Menu_BackInputs = {};
export type Shell_Menu_AllInputs = {
    category: NonNullable<unknown>;
};
export type Shell_Sale_BadgeInputs = {};
export type Shell_BrandInputs = {};
export type Shell_Account_GreetingInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Account_My_AccountInputs = {};
export type Shell_Account_Sign_InInputs = {};
export type Shell_Cart_Popup_AddedInputs = {};
export type Shell_Cart_Popup_Not_AddedInputs = {};
export type Shell_Cart_Popup_ClearedInputs = {};
export type Shell_Cart_Popup_Cleared_TextInputs = {};
export type Shell_Cart_Popup_Add_ErrorInputs = {};
export type Shell_Cart_Popup_ItemInputs = {
    name: NonNullable<unknown>;
};
export type Shell_Cart_Popup_CountInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Cart_Popup_View_CartInputs = {};
export type Shell_Cart_Popup_CheckoutInputs = {};
export type Shell_Category_Menu_LabelInputs = {};
export type Shell_Liquidation_TitleInputs = {};
export type Shell_Liquidation_PickupInputs = {};
export type Shell_Liquidation_Policy_LinkInputs = {};
export type Shell_Location_TitleInputs = {};
export type Shell_Location_Pinned_CityInputs = {
    city: NonNullable<unknown>;
};
export type Shell_Location_PinnedInputs = {};
export type Shell_Location_Shop_FromInputs = {
    city: NonNullable<unknown>;
};
export type Shell_Location_ContinueInputs = {};
export type Shell_Location_Pinned_Prices_CityInputs = {
    city: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Shell_Location_Pinned_Prices_DefaultInputs = {};
export type Shell_Location_DescriptionInputs = {};
export type Shell_Location_CurrentInputs = {
    city: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Shell_Location_Select_CityInputs = {};
export type Shell_Location_ButtonInputs = {};
export type Shell_Not_Found_TitleInputs = {};
export type Shell_Not_Found_Page_TitleInputs = {};
export type Shell_Not_Found_TextInputs = {};
export type Shell_Not_Found_RoomsInputs = {};
export type Shell_Home_LinkInputs = {};
export type Shell_Promo_SaleInputs = {};
export type Shell_Promo_Made_In_CanadaInputs = {};
export type Shell_Promo_Own_CrewInputs = {};
export type Shell_Billing_AlertInputs = {};
export type Shell_Quick_Links_LabelInputs = {};
export type Shell_Quick_SofasInputs = {};
export type Shell_Quick_SectionalsInputs = {};
export type Shell_Quick_Lounge_ChairsInputs = {};
export type Shell_Quick_LoveseatsInputs = {};
export type Shell_Quick_Coffee_TablesInputs = {};
export type Shell_Quick_End_TablesInputs = {};
export type Shell_Quick_Dining_TablesInputs = {};
export type Shell_Quick_Dining_ChairsInputs = {};
export type Shell_Quick_BedsInputs = {};
export type Shell_SearchInputs = {};
export type Shell_Search_CloseInputs = {};
export type Shell_Search_HintInputs = {};
export type Shell_Error_TitleInputs = {};
export type Shell_Error_TextInputs = {};
export type Shell_Error_Text_UnreportedInputs = {};
export type Shell_Error_RetryInputs = {};
export type Shell_Skip_To_ContentInputs = {};
export type Shell_BackInputs = {};
export type Shell_Back_AddressInputs = {};
export type Shell_Back_My_ProductsInputs = {};
export type Shell_Back_My_AccountInputs = {};
export type Shell_Unsupported_Page_TitleInputs = {};
export type Shell_Unsupported_HeadingInputs = {};
export type Shell_Unsupported_TextInputs = {};
export type Shell_Unsupported_FeaturesInputs = {};
export type Shell_Unsupported_PhoneInputs = {};
export type Shell_Version_TitleInputs = {};
export type Shell_Version_ReleaseInputs = {};
export type Shell_Province_AbInputs = {};
export type Shell_Province_BcInputs = {};
export type Shell_Province_MbInputs = {};
export type Shell_Province_NbInputs = {};
export type Shell_Province_NlInputs = {};
export type Shell_Province_NsInputs = {};
export type Shell_Province_NtInputs = {};
export type Shell_Province_NuInputs = {};
export type Shell_Province_OnInputs = {};
export type Shell_Province_PeInputs = {};
export type Shell_Province_QcInputs = {};
export type Shell_Province_SkInputs = {};
export type Shell_Province_YtInputs = {};
export type Ui_CloseInputs = {};
export type Ui_DismissInputs = {};
export type Ui_NotificationsInputs = {};
export type Ui_NotificationInputs = {};
export type Ui_LoadingInputs = {};
export type Ui_Loading_WaitInputs = {};
export type Ui_On_This_PageInputs = {};
export type Ui_BreadcrumbInputs = {};
export type Ui_PagesInputs = {};
export type Ui_Previous_PageInputs = {};
export type Ui_PreviousInputs = {};
export type Ui_Next_PageInputs = {};
export type Ui_NextInputs = {};
export type Ui_Page_NumberInputs = {
    page: NonNullable<unknown>;
};
export type Ui_Try_AgainInputs = {};
export type Ui_Previous_ImageInputs = {};
export type Ui_Next_ImageInputs = {};
export type Ui_Password_ShowInputs = {};
export type Ui_Password_HideInputs = {};
export type Ui_Password_SubjectInputs = {};
export type Ui_Final_SaleInputs = {};
export type Ui_Or_FromInputs = {};
export type Ui_Gallery_MoreInputs = {};
export type Ui_Gallery_Full_ScreenInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Gallery_PictureInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Ui_Promo_PlayInputs = {};
export type Ui_Promo_PauseInputs = {};
export type Ui_RatingInputs = {
    rating: NonNullable<unknown>;
};
export type Ui_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_ReviewsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Search_LabelInputs = {};
export type Ui_Search_PlaceholderInputs = {};
export type Ui_Search_SubmitInputs = {};
export type Ui_UnavailableInputs = {};
export type Ui_Address_LabelInputs = {};
export type Ui_Address_First_NameInputs = {};
export type Ui_Address_Last_NameInputs = {};
export type Ui_Address_PhoneInputs = {};
export type Ui_Address_Phone_HintInputs = {};
export type Ui_Address_StreetInputs = {};
export type Ui_Address_UnitInputs = {};
export type Ui_Address_CityInputs = {};
export type Ui_Address_ProvinceInputs = {};
export type Ui_Address_Province_PlaceholderInputs = {};
export type Ui_Address_Postal_CodeInputs = {};
export type Ui_Address_Postal_Code_HintInputs = {};
export type Ui_Address_Building_TypeInputs = {};
export type Ui_Address_Choose_OneInputs = {};
export type Ui_Address_HouseInputs = {};
export type Ui_Address_ApartmentInputs = {};
export type Ui_Address_CondoInputs = {};
export type Ui_Address_TownhouseInputs = {};
export type Ui_Address_OfficeInputs = {};
export type Ui_Address_FloorInputs = {};
export type Ui_Address_BuzzerInputs = {};
export type Ui_Address_Receiving_HoursInputs = {};
export type Ui_Address_Receiving_Hours_HintInputs = {};
export type Ui_Address_ElevatorInputs = {};
export type Ui_Address_Dock_DoorInputs = {};
export type Ui_Address_PrimaryInputs = {};
export type Ui_Address_InstructionsInputs = {};
export type Ui_Address_SavingInputs = {};
export type Ui_Card_ProcessorInputs = {};
export type Ui_Card_NameInputs = {};
export type Ui_Card_NumberInputs = {};
export type Ui_Card_ExpiryInputs = {};
export type Ui_Card_Expiry_PlaceholderInputs = {};
export type Ui_Card_Security_CodeInputs = {};
export type Cart_CheckoutInputs = {};
export type Cart_Blocked_No_CityInputs = {};
export type Cart_Blocked_UpdatingInputs = {};
export type Cart_Blocked_FailedInputs = {};
export type Cart_Blocked_Line_ErrorsInputs = {};
export type Cart_Page_TitleInputs = {};
export type Cart_DismissInputs = {};
export type Cart_Discarded_NoticeInputs = {};
export type Cart_Liquidation_PurchaseInputs = {};
export type Cart_City_Reason_CartInputs = {};
export type Cart_Empty_TitleInputs = {};
export type Cart_Browse_FurnitureInputs = {};
export type Cart_Empty_TextInputs = {};
export type Cart_Add_AssemblyInputs = {};
export type Cart_Assembly_Hint_PriceInputs = {
    price: NonNullable<unknown>;
};
export type Cart_Assembly_HintInputs = {};
export type Cart_Updating_PricesInputs = {};
export type Cart_Quote_Failed_CartInputs = {};
export type Cart_Quote_ErrorInputs = {};
export type Cart_Delivery_ChosenInputs = {
    date: NonNullable<unknown>;
};
export type Cart_Share_CartInputs = {};
export type Cart_Empty_CartInputs = {};
export type Cart_Lines_LabelInputs = {};
export type Cart_Line_OptionInputs = {
    option: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cart_Pivotcare_LabelInputs = {};
export type Cart_Pivotcare_Label_PriceInputs = {
    price: NonNullable<unknown>;
};
export type Cart_Pivotcare_HintInputs = {};
export type Cart_Line_Final_SaleInputs = {};
export type Cart_QuantityInputs = {};
export type Cart_Quantity_CountInputs = {
    quantity: NonNullable<unknown>;
};
export type Cart_RemoveInputs = {};
export type Cart_Remove_LineInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Way_SubscriptionInputs = {};
export type Cart_Way_FinancingInputs = {};
export type Cart_Way_RentalInputs = {};
export type Cart_Way_BuyInputs = {};
export type Cart_Way_Final_Sale_MonthlyInputs = {};
export type Cart_Way_Final_SaleInputs = {};
export type Cart_Way_MinimumInputs = {
    way: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Cart_Way_MonthsInputs = {
    way: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Cart_Terms_FinancingInputs = {
    payments: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Cart_Terms_SubscriptionInputs = {
    payments: NonNullable<unknown>;
};
export type Cart_Terms_RentalInputs = {};
export type Cart_Summary_TitleInputs = {};
export type Cart_Due_TodayInputs = {};
export type Cart_Then_MonthlyInputs = {};
export type Cart_Row_PurchasesInputs = {};
export type Cart_Row_First_MonthInputs = {};
export type Cart_Row_PickupInputs = {};
export type Cart_Row_FreeInputs = {};
export type Cart_Row_DeliveryInputs = {};
export type Cart_Row_AssemblyInputs = {};
export type Cart_Row_Account_CreditInputs = {};
export type Cart_Row_Total_TodayInputs = {};
export type Cart_Row_Monthly_ItemsInputs = {};
export type Cart_Row_Each_MonthInputs = {};
export type Cart_Tax_GstInputs = {};
export type Cart_Tax_HstInputs = {};
export type Cart_Tax_QstInputs = {};
export type Cart_Tax_PstInputs = {};
export type Cart_Tax_RstInputs = {};
export type Cart_Tax_RateInputs = {
    tax: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Cart_Pickup_NoteInputs = {
    address: NonNullable<unknown>;
};
export type Cart_Estimated_DeliveryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Cart_Final_Sale_TitleInputs = {};
export type Cart_Final_Sale_TextInputs = {};
export type Cart_Sale_Notice_OneInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Sale_Notice_OtherInputs = {
    names: NonNullable<unknown>;
};
export type Cart_Sale_Notice_An_ItemInputs = {};
export type Cart_List_AndInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Cart_Error_TitleInputs = {};
export type Cart_Error_NetworkInputs = {};
export type Cart_Error_GeneralInputs = {};
export type Cart_Try_AgainInputs = {};
export type Cart_Home_PageInputs = {};
export type Cart_City_FixedInputs = {
    place: NonNullable<unknown>;
};
export type Cart_Your_CityInputs = {};
export type Cart_Your_City_HintInputs = {};
export type Cart_Choose_LocationInputs = {};
export type Cart_Select_CityInputs = {};
export type Cart_Loading_CitiesInputs = {};
export type Cart_Cities_FailedInputs = {};
export type Cart_PackagesInputs = {};
export type Cart_Package_PicturesInputs = {
    name: NonNullable<unknown>;
};
export type Cart_Package_Pieces_HeadingInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Package_Lines_LabelInputs = {};
export type Cart_Package_Missing_OneInputs = {};
export type Cart_Package_Missing_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Quote_Failed_PackageInputs = {};
export type Cart_Add_PackageInputs = {};
export type Cart_Packages_IntroInputs = {};
export type Cart_Packages_None_TitleInputs = {};
export type Cart_Packages_None_TextInputs = {};
export type Cart_Packages_AllInputs = {};
export type Cart_Package_Tile_NoteInputs = {
    count: NonNullable<unknown>;
    description: NonNullable<unknown>;
};
export type Cart_Share_TitleInputs = {};
export type Cart_Share_City_ReasonInputs = {};
export type Cart_Share_Empty_TextInputs = {};
export type Cart_Share_IntroInputs = {};
export type Cart_Share_Lines_LabelInputs = {};
export type Cart_Share_Link_LabelInputs = {};
export type Cart_Share_Link_HintInputs = {
    date: NonNullable<unknown>;
};
export type Cart_Share_CopyInputs = {};
export type Cart_Share_OpenInputs = {};
export type Cart_Share_CopiedInputs = {};
export type Cart_Share_Copy_FailedInputs = {};
export type Cart_Share_Failed_TitleInputs = {};
export type Cart_Share_FailedInputs = {};
export type Cart_Share_CreateInputs = {};
export type Cart_Back_To_CartInputs = {};
export type Cart_Shared_TitleInputs = {};
export type Cart_Shared_Not_Found_TitleInputs = {};
export type Cart_Shared_ExpiredInputs = {};
export type Cart_Go_To_CartInputs = {};
export type Cart_Shared_Expired_TextInputs = {};
export type Cart_Shared_With_You_OneInputs = {};
export type Cart_Shared_With_You_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_ReplaceInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_IncreasedInputs = {
    added: NonNullable<unknown>;
    increased: NonNullable<unknown>;
};
export type Cart_Shared_Loaded_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_CappedInputs = {};
export type Cart_Shared_SkippedInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Add_ErrorInputs = {};
export type Cart_Shared_City_ReasonInputs = {};
export type Cart_Shared_Unavailable_OneInputs = {};
export type Cart_Shared_Unavailable_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Shared_Lines_LabelInputs = {};
export type Cart_Quote_Failed_ItemsInputs = {};
export type Cart_Shared_None_SoldInputs = {};
export type Cart_Add_To_My_CartInputs = {};
export type Cart_Shared_Own_OneInputs = {};
export type Cart_Shared_Own_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Cart_Replace_My_CartInputs = {};
export type Cart_Snapshot_No_Longer_SoldInputs = {};
export type Cart_Price_For_CityInputs = {};
export type Cart_Added_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Cart_AddedInputs = {};
export type Cart_Product_PickupInputs = {
    address: NonNullable<unknown>;
};
export type Catalog_HomeInputs = {};
export type Catalog_Try_AgainInputs = {};
export type Catalog_Go_HomeInputs = {};
export type Catalog_Back_HomeInputs = {};
export type Catalog_Choose_OneInputs = {};
export type Catalog_Error_TitleInputs = {};
export type Catalog_Error_NetworkInputs = {};
export type Catalog_Error_GenericInputs = {};
export type Catalog_Category_GoneInputs = {};
export type Catalog_Category_Title_PageInputs = {
    name: NonNullable<unknown>;
    page: NonNullable<unknown>;
};
export type Catalog_Category_DescriptionInputs = {
    name: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_Category_By_TypeInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_ProductsInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_Empty_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_See_AllInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Category_Empty_TextInputs = {};
export type Catalog_Home_TitleInputs = {
    site: NonNullable<unknown>;
};
export type Catalog_Home_DescriptionInputs = {};
export type Catalog_Home_EyebrowInputs = {};
export type Catalog_Home_Hero_TitleInputs = {};
export type Catalog_Home_Hero_LeadInputs = {};
export type Catalog_Home_Hero_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Shop_CategoryInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Order_Free_SwatchesInputs = {};
export type Catalog_Home_FeaturedInputs = {};
export type Catalog_Shop_By_RoomInputs = {};
export type Catalog_Home_GalleryInputs = {};
export type Catalog_Home_Gallery_TextInputs = {};
export type Catalog_Home_Photo_AltInputs = {};
export type Catalog_Your_CityInputs = {};
export type Catalog_Final_SaleInputs = {};
export type Catalog_Way_To_Pay_LabelInputs = {};
export type Catalog_Final_Sale_TextInputs = {};
export type Catalog_Add_To_CartInputs = {};
export type Catalog_Price_Term_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Price_OrInputs = {};
export type Catalog_Price_OutrightInputs = {};
export type Catalog_Price_Or_FromInputs = {};
export type Catalog_Price_WithInputs = {
    way: NonNullable<unknown>;
};
export type Catalog_Assembly_Not_OfferedInputs = {};
export type Catalog_Assembly_KitInputs = {};
export type Catalog_Assembly_FeeInputs = {};
export type Catalog_Assembly_FreeInputs = {};
export type Catalog_Facts_OverviewInputs = {};
export type Catalog_Facts_DetailsInputs = {};
export type Catalog_Facts_MaterialsInputs = {};
export type Catalog_Facts_CareInputs = {};
export type Catalog_Facts_AboutInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_DimensionsInputs = {};
export type Catalog_Drawing_Front_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Drawing_Side_AltInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_MeasurementsInputs = {};
export type Catalog_MeasureInputs = {};
export type Catalog_MetricInputs = {};
export type Catalog_ImperialInputs = {};
export type Catalog_SuggestionsInputs = {};
export type Catalog_FromInputs = {};
export type Catalog_Unavailable_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_HeadInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_See_OtherInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Unavailable_TextInputs = {};
export type Catalog_Listing_ColourInputs = {};
export type Catalog_Listing_NoneInputs = {};
export type Catalog_Listing_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Listing_ShowingInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Catalog_Clear_FiltersInputs = {};
export type Catalog_Bestsellers_OnlyInputs = {};
export type Catalog_Listing_Past_EndInputs = {};
export type Catalog_Listing_First_PageInputs = {};
export type Catalog_Listing_Page_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Listing_No_MatchInputs = {};
export type Catalog_Listing_No_Match_TextInputs = {};
export type Catalog_Listing_ProductsInputs = {};
export type Catalog_Sort_ByInputs = {};
export type Catalog_Sort_FeaturedInputs = {};
export type Catalog_Sort_Price_AscInputs = {};
export type Catalog_Sort_Price_DescInputs = {};
export type Catalog_Sort_NameInputs = {};
export type Catalog_Option_Not_HereInputs = {};
export type Catalog_Option_Unavailable_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Option_UnavailableInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Learn_MoreInputs = {};
export type Catalog_Learn_More_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_ReviewsInputs = {};
export type Catalog_Reviews_NoneInputs = {};
export type Catalog_Reviews_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Reviews_ListInputs = {};
export type Catalog_Reviews_A_CustomerInputs = {};
export type Catalog_Reviews_VerifiedInputs = {};
export type Catalog_Reviews_NewerInputs = {};
export type Catalog_Reviews_OlderInputs = {};
export type Catalog_Reviews_PageInputs = {
    page: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Catalog_Search_Results_ForInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_Head_TitleInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_Tag_DescriptionInputs = {
    name: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_Search_DescriptionInputs = {
    query: NonNullable<unknown>;
    site: NonNullable<unknown>;
};
export type Catalog_SearchInputs = {};
export type Catalog_Search_ResultsInputs = {};
export type Catalog_Search_Tag_EmptyInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Search_EmptyInputs = {
    query: NonNullable<unknown>;
};
export type Catalog_Search_NoneInputs = {};
export type Catalog_Search_PopularInputs = {};
export type Catalog_Search_RoomsInputs = {};
export type Catalog_Tag_SofasInputs = {};
export type Catalog_Tag_SectionalsInputs = {};
export type Catalog_Tag_Lounge_ChairsInputs = {};
export type Catalog_Tag_LoveseatsInputs = {};
export type Catalog_Tag_Coffee_TablesInputs = {};
export type Catalog_Tag_End_TablesInputs = {};
export type Catalog_Tag_Dining_TablesInputs = {};
export type Catalog_Tag_Dining_ChairsInputs = {};
export type Catalog_Tag_BedsInputs = {};
export type Catalog_Swatches_TitleInputs = {};
export type Catalog_Swatches_DescriptionInputs = {};
export type Catalog_Swatches_BreadcrumbInputs = {};
export type Catalog_Swatches_IntroInputs = {
    max: NonNullable<unknown>;
};
export type Catalog_Swatches_FormInputs = {};
export type Catalog_Swatches_WhereInputs = {};
export type Catalog_Swatches_Full_NameInputs = {};
export type Catalog_Swatches_EmailInputs = {};
export type Catalog_Swatches_Email_HintInputs = {};
export type Catalog_Swatches_PhoneInputs = {};
export type Catalog_Swatches_StreetInputs = {};
export type Catalog_Swatches_UnitInputs = {};
export type Catalog_Swatches_CityInputs = {};
export type Catalog_Swatches_ProvinceInputs = {};
export type Catalog_Swatches_Postal_CodeInputs = {};
export type Catalog_Swatches_Postal_HintInputs = {};
export type Catalog_Swatches_CountryInputs = {};
export type Catalog_Swatches_FailedInputs = {};
export type Catalog_Swatches_Failed_TextInputs = {};
export type Catalog_Swatches_SendingInputs = {};
export type Catalog_Swatches_Order_CountInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Swatches_ChooseInputs = {};
export type Catalog_Swatches_ChosenInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Catalog_Swatches_FullInputs = {};
export type Catalog_Swatches_Other_FabricsInputs = {};
export type Catalog_Swatches_PlacedInputs = {};
export type Catalog_Keep_ShoppingInputs = {};
export type Catalog_Swatches_Order_NumberInputs = {};
export type Catalog_Swatches_MailingInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Error_Full_NameInputs = {};
export type Catalog_Error_Full_Name_LongInputs = {};
export type Catalog_Error_EmailInputs = {};
export type Catalog_Error_Email_InvalidInputs = {};
export type Catalog_Error_PhoneInputs = {};
export type Catalog_Error_Phone_InvalidInputs = {};
export type Catalog_Error_StreetInputs = {};
export type Catalog_Error_Street_LongInputs = {};
export type Catalog_Error_Unit_LongInputs = {};
export type Catalog_Error_CityInputs = {};
export type Catalog_Error_City_LongInputs = {};
export type Catalog_Error_ProvinceInputs = {};
export type Catalog_Error_Postal_CodeInputs = {};
export type Catalog_Error_Postal_Code_InvalidInputs = {};
export type Catalog_Error_Postal_Code_ProvinceInputs = {
    postal: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Catalog_Error_Swatches_NoneInputs = {};
export type Catalog_Error_Swatches_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Catalog_Delivers_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Delivers_WeeksInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Delivers_Range_DaysInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
export type Catalog_Delivers_Range_WeeksInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
export type Catalog_Stock_Only_LeftInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Stock_InInputs = {};
export type Catalog_Stock_FromInputs = {
    date: NonNullable<unknown>;
};
export type Catalog_Stock_Made_To_OrderInputs = {};
export type Catalog_Stock_OutInputs = {
    city: NonNullable<unknown>;
};
export type Catalog_Dimension_WidthInputs = {};
export type Catalog_Dimension_DepthInputs = {};
export type Catalog_Dimension_HeightInputs = {};
export type Catalog_Dimension_Seat_HeightInputs = {};
export type Catalog_Dimension_Seat_DepthInputs = {};
export type Catalog_Dimension_Arm_HeightInputs = {};
export type Catalog_Dimension_Arm_WidthInputs = {};
export type Catalog_Dimension_Leg_HeightInputs = {};
export type Catalog_Dimension_Pile_ThicknessInputs = {};
export type Catalog_Dimension_WeightInputs = {};
export type Catalog_Unit_InchesInputs = {
    value: NonNullable<unknown>;
};
export type Catalog_Picture_FrontInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Picture_SideInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Images_TitleInputs = {
    name: NonNullable<unknown>;
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Catalog_Images_DescriptionInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Images_CloseInputs = {
    name: NonNullable<unknown>;
};
export type Catalog_Head_DescriptionInputs = {
    name: NonNullable<unknown>;
    maker: NonNullable<unknown>;
};
export type Catalog_Head_Title_ColorInputs = {
    name: NonNullable<unknown>;
    color: NonNullable<unknown>;
};
export type Catalog_Pay_FinanceInputs = {};
export type Catalog_Pay_Final_Sale_FinanceInputs = {};
export type Catalog_Pay_SubscribeInputs = {};
export type Catalog_Pay_Subscribe_ShortInputs = {};
export type Catalog_Pay_RentInputs = {};
export type Catalog_Pay_BuyInputs = {};
export type Catalog_Pay_Final_Sale_BuyInputs = {};
export type Catalog_Pay_Buy_ClassicInputs = {};
export type Catalog_Pay_Buy_V2Inputs = {};
export type Catalog_Pay_Over_TermInputs = {
    title: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Finance_DetailInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Subscribe_DetailInputs = {
    count: NonNullable<unknown>;
};
export type Catalog_Pay_Subscribe_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Catalog_Pay_Rent_DetailInputs = {};
export type Catalog_Pay_Final_Sale_Buy_DetailInputs = {};
export type Catalog_Pay_Buy_DetailInputs = {};
export type Catalog_Province_AbInputs = {};
export type Catalog_Province_BcInputs = {};
export type Catalog_Province_MbInputs = {};
export type Catalog_Province_NbInputs = {};
export type Catalog_Province_NlInputs = {};
export type Catalog_Province_NsInputs = {};
export type Catalog_Province_NtInputs = {};
export type Catalog_Province_NuInputs = {};
export type Catalog_Province_OnInputs = {};
export type Catalog_Province_PeInputs = {};
export type Catalog_Province_QcInputs = {};
export type Catalog_Province_SkInputs = {};
export type Catalog_Province_YtInputs = {};
export type Flows_My_AccountInputs = {};
export type Flows_ReceiptsInputs = {};
export type Flows_Contact_UsInputs = {};
export type Flows_Try_AgainInputs = {};
export type Flows_LoadingInputs = {};
export type Flows_View_ReceiptInputs = {};
export type Flows_Checking_CardInputs = {};
export type Flows_Something_WrongInputs = {};
export type Flows_Buyout_TitleInputs = {};
export type Flows_Buyout_Pay_TitleInputs = {};
export type Flows_Buyout_Kind_SubscriptionInputs = {};
export type Flows_Buyout_Kind_FinancingInputs = {};
export type Flows_Buyout_Kind_RentalInputs = {};
export type Flows_Buyout_Monthly_NowInputs = {
    charge: NonNullable<unknown>;
};
export type Flows_Buyout_Pay_OverdueInputs = {};
export type Flows_Buyout_FeeInputs = {
    fee: NonNullable<unknown>;
};
export type Flows_Buyout_Quote_SubtotalInputs = {
    count: NonNullable<unknown>;
};
export type Flows_Buyout_Total_TodayInputs = {};
export type Flows_Buyout_Items_CountInputs = {
    count: NonNullable<unknown>;
};
export type Flows_Buyout_IntroInputs = {};
export type Flows_Buyout_Items_LegendInputs = {};
export type Flows_Buyout_Next_Step_TaxInputs = {};
export type Flows_Buyout_ContinueInputs = {};
export type Flows_Buyout_Continue_HintInputs = {};
export type Flows_Buyout_Nothing_ChosenInputs = {};
export type Flows_Buyout_Items_To_BuyInputs = {};
export type Flows_Buyout_QuotingInputs = {};
export type Flows_Buyout_Quote_FailedInputs = {};
export type Flows_Buyout_Pay_WithInputs = {};
export type Flows_Buyout_PayingInputs = {};
export type Flows_Buyout_Pay_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_PayInputs = {};
export type Flows_Buyout_Change_ItemsInputs = {};
export type Flows_Buyout_Load_FailedInputs = {};
export type Flows_Buyout_Nothing_IntroInputs = {};
export type Flows_Buyout_Back_To_AccountInputs = {};
export type Flows_Buyout_Paid_TitleInputs = {};
export type Flows_Buyout_Paid_ChargedInputs = {};
export type Flows_Buyout_Paid_ForInputs = {};
export type Flows_Buyout_Paid_RestInputs = {};
export type Flows_Buyout_FeesInputs = {
    count: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Flows_Buyout_Paid_FullInputs = {
    paid: NonNullable<unknown>;
    fees: NonNullable<unknown>;
};
export type Flows_Buyout_Paid_CreditInputs = {
    paid: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    fees: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_RetailInputs = {
    retail: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_Less_PaidInputs = {
    retail: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_Payments_LeftInputs = {
    count: NonNullable<unknown>;
    retail: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    lessPaid: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_Basis_FloorInputs = {
    retail: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Flows_Buyout_UnpaidInputs = {
    count: NonNullable<unknown>;
    credit: NonNullable<unknown>;
};
export type Flows_Buyout_Unpaid_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Partner_Confirmed_TitleInputs = {};
export type Flows_Partner_Billing_DetailsInputs = {};
export type Flows_Partner_Delivery_AddressInputs = {};
export type Flows_Partner_Window_MorningInputs = {};
export type Flows_Partner_Window_AfternoonInputs = {};
export type Flows_Partner_Window_EveningInputs = {};
export type Flows_Partner_Window_AnytimeInputs = {};
export type Flows_Partner_Day_WindowInputs = {
    day: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Flows_Partner_Showroom_Will_CallInputs = {};
export type Flows_Partner_Showroom_OrderInputs = {};
export type Flows_Partner_Order_LineInputs = {
    store: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Flows_Partner_Order_Line_ReceiptInputs = {
    store: NonNullable<unknown>;
    reference: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Flows_Partner_PiecesInputs = {};
export type Flows_Partner_Per_MonthInputs = {};
export type Flows_Partner_Term_PlanInputs = {
    months: NonNullable<unknown>;
};
export type Flows_Partner_Monthly_PlanInputs = {};
export type Flows_Partner_Paid_At_StoreInputs = {};
export type Flows_Partner_Then_MonthlyInputs = {};
export type Flows_Partner_DeliveryInputs = {};
export type Flows_Partner_StepInputs = {
    step: NonNullable<unknown>;
};
export type Flows_Partner_Address_TitleInputs = {};
export type Flows_Partner_Address_IntroInputs = {
    store: NonNullable<unknown>;
};
export type Flows_Partner_Address_GivenInputs = {};
export type Flows_Partner_Address_Given_TextInputs = {
    address: NonNullable<unknown>;
};
export type Flows_Partner_Continue_Billing_LinkInputs = {};
export type Flows_Partner_Continue_BillingInputs = {};
export type Flows_Partner_Billing_TitleInputs = {};
export type Flows_Partner_Billing_IntroInputs = {
    hold: NonNullable<unknown>;
};
export type Flows_Partner_ChargeInputs = {};
export type Flows_Partner_ConfirmingInputs = {};
export type Flows_Partner_ConfirmInputs = {};
export type Flows_Partner_Change_AddressInputs = {};
export type Flows_Partner_Load_FailedInputs = {};
export type Flows_Partner_No_Order_TitleInputs = {};
export type Flows_Partner_No_Order_TextInputs = {};
export type Flows_Partner_Done_OnInputs = {
    when: NonNullable<unknown>;
};
export type Flows_Partner_Done_Showroom_DayInputs = {};
export type Flows_Partner_Delivering_ToInputs = {
    address: NonNullable<unknown>;
};
export type Flows_Province_AbInputs = {};
export type Flows_Province_BcInputs = {};
export type Flows_Province_MbInputs = {};
export type Flows_Province_NbInputs = {};
export type Flows_Province_NlInputs = {};
export type Flows_Province_NsInputs = {};
export type Flows_Province_NtInputs = {};
export type Flows_Province_NuInputs = {};
export type Flows_Province_OnInputs = {};
export type Flows_Province_PeInputs = {};
export type Flows_Province_QcInputs = {};
export type Flows_Province_SkInputs = {};
export type Flows_Province_YtInputs = {};
export type Flows_Tip_HeadingInputs = {};
export type Flows_Tip_Not_DoneInputs = {};
export type Flows_Tip_Thanks_TitleInputs = {};
export type Flows_Tip_Thanks_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_ThanksInputs = {};
export type Flows_Tip_Load_FailedInputs = {};
export type Flows_Tip_LoadingInputs = {};
export type Flows_Tip_Paid_TitleInputs = {};
export type Flows_Tip_Paid_TextInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_IntroInputs = {};
export type Flows_Tip_Amount_GroupInputs = {};
export type Flows_Tip_Other_AmountInputs = {};
export type Flows_Tip_Your_AmountInputs = {};
export type Flows_Tip_Amount_RangeInputs = {
    minimum: NonNullable<unknown>;
    maximum: NonNullable<unknown>;
};
export type Flows_Tip_Note_LabelInputs = {};
export type Flows_Tip_Note_CountInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Flows_Tip_Declined_TitleInputs = {};
export type Flows_Tip_Update_CardInputs = {};
export type Flows_Tip_Change_AmountInputs = {};
export type Flows_Tip_Failed_TitleInputs = {};
export type Flows_Tip_ChargingInputs = {};
export type Flows_Tip_Amount_ButtonInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_ButtonInputs = {};
export type Flows_Tip_Error_EmptyInputs = {};
export type Flows_Tip_Error_Not_DollarsInputs = {};
export type Flows_Tip_Error_Not_PositiveInputs = {};
export type Flows_Tip_Error_Too_PreciseInputs = {};
export type Flows_Tip_Error_Below_MinimumInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_Error_Above_MaximumInputs = {
    amount: NonNullable<unknown>;
};
export type Flows_Tip_Error_Note_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Flows_Review_Rating_PoorInputs = {};
export type Flows_Review_Rating_FairInputs = {};
export type Flows_Review_Rating_GoodInputs = {};
export type Flows_Review_Rating_Very_GoodInputs = {};
export type Flows_Review_Rating_ExcellentInputs = {};
export type Flows_Review_Error_RatingInputs = {};
export type Flows_Review_Error_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Flows_Review_Error_LongInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Flows_Review_Error_MarkupInputs = {};
export type Flows_Review_Your_RatingInputs = {};
export type Flows_Review_Star_LabelInputs = {
    count: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Flows_Review_Rating_HintInputs = {};
export type Flows_Review_Rating_ChosenInputs = {
    value: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Flows_Review_Edit_TitleInputs = {};
export type Flows_Review_Write_TitleInputs = {};
export type Flows_Review_Loading_ProductInputs = {};
export type Flows_Review_Load_Product_FailedInputs = {};
export type Flows_Review_Nothing_ChangedInputs = {};
export type Flows_Review_Cannot_ReviewInputs = {};
export type Flows_Review_See_ProductsInputs = {};
export type Flows_Review_Not_FoundInputs = {};
export type Flows_Review_DeliveredInputs = {
    date: NonNullable<unknown>;
};
export type Flows_Review_Published_TitleInputs = {};
export type Flows_Review_Published_TextInputs = {};
export type Flows_Review_See_On_ProductInputs = {};
export type Flows_Review_AnotherInputs = {};
export type Flows_Review_Not_SavedInputs = {};
export type Flows_Review_Your_ReviewInputs = {};
export type Flows_Review_Text_HintInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Flows_Review_SavingInputs = {};
export type Flows_Review_Save_ChangesInputs = {};
export type Flows_Review_PublishInputs = {};
export type Flows_Review_CancelInputs = {};
export type Flows_Review_Returned_SinceInputs = {};
export type Flows_Review_ReviewedInputs = {
    date: NonNullable<unknown>;
};
export type Flows_Review_EditedInputs = {};
export type Flows_Review_EditInputs = {};
export type Flows_Review_WriteInputs = {};
export type Flows_Review_Of_ItemInputs = {
    name: NonNullable<unknown>;
};
export type Flows_Review_See_Product_PageInputs = {};
export type Flows_Review_List_TitleInputs = {};
export type Flows_Review_List_IntroInputs = {};
export type Flows_Review_Loading_ProductsInputs = {};
export type Flows_Review_Load_Products_FailedInputs = {};
export type Flows_Review_Trying_AgainInputs = {};
export type Flows_Review_Nothing_TitleInputs = {};
export type Flows_Review_BrowseInputs = {};
export type Flows_Review_Nothing_TextInputs = {};
export type Flows_Review_All_DoneInputs = {};
export type Flows_Review_WaitingInputs = {
    count: NonNullable<unknown>;
};
export type Flows_Review_Delivered_ProductsInputs = {};
export type Content_Last_UpdatedInputs = {
    date: NonNullable<unknown>;
};
export type Content_Terms_TitleInputs = {};
export type Content_Terms_LeadInputs = {};
export type Content_Terms_S_AgreementInputs = {};
export type Content_Terms_S_EligibilityInputs = {};
export type Content_Terms_S_AccountInputs = {};
export type Content_Terms_S_PricesInputs = {};
export type Content_Terms_S_OrdersInputs = {};
export type Content_Terms_S_AgreementsInputs = {};
export type Content_Terms_S_ConductInputs = {};
export type Content_Terms_S_ContentInputs = {};
export type Content_Terms_S_LiabilityInputs = {};
export type Content_Terms_S_LawInputs = {};
export type Content_Terms_S_ChangesInputs = {};
export type Content_Terms_AgreementInputs = {};
export type Content_Terms_EligibilityInputs = {};
export type Content_Terms_AccountInputs = {};
export type Content_Terms_Prices_CadInputs = {};
export type Content_Terms_Prices_TaxInputs = {};
export type Content_Terms_Prices_ErrorsInputs = {};
export type Content_Terms_OrdersInputs = {};
export type Content_Terms_AgreementsInputs = {};
export type Content_Terms_ConductInputs = {};
export type Content_Terms_ContentInputs = {};
export type Content_Terms_LiabilityInputs = {};
export type Content_Terms_LawInputs = {};
export type Content_Terms_ChangesInputs = {
    email: NonNullable<unknown>;
};
export type Content_Sale_TitleInputs = {};
export type Content_Sale_EffectiveInputs = {};
export type Content_Sale_LeadInputs = {};
export type Content_Sale_ShortInputs = {};
export type Content_Sale_Prices_TitleInputs = {};
export type Content_Sale_PricesInputs = {};
export type Content_Sale_Final_TitleInputs = {};
export type Content_Sale_Final_No_ReturnInputs = {};
export type Content_Sale_Final_ConditionInputs = {};
export type Content_Sale_Final_RightsInputs = {};
export type Content_Sale_Pickup_TitleInputs = {};
export type Content_Sale_Pickup_EmailInputs = {};
export type Content_Sale_Pickup_DaysInputs = {};
export type Content_Sale_Pickup_IdInputs = {};
export type Content_Sale_Pickup_VehicleInputs = {};
export type Content_Sale_Missed_TitleInputs = {};
export type Content_Sale_MissedInputs = {};
export type Content_Sale_Quantities_TitleInputs = {};
export type Content_Sale_QuantitiesInputs = {};
export type Content_Sale_Subscribers_TitleInputs = {};
export type Content_Sale_SubscribersInputs = {
    phone: NonNullable<unknown>;
};
export type Content_Privacy_TitleInputs = {};
export type Content_Privacy_LeadInputs = {};
export type Content_Privacy_S_ScopeInputs = {};
export type Content_Privacy_S_CollectInputs = {};
export type Content_Privacy_S_UseInputs = {};
export type Content_Privacy_S_ConsentInputs = {};
export type Content_Privacy_S_ShareInputs = {};
export type Content_Privacy_S_StorageInputs = {};
export type Content_Privacy_S_WhereInputs = {};
export type Content_Privacy_S_RetentionInputs = {};
export type Content_Privacy_S_SafeguardsInputs = {};
export type Content_Privacy_S_RightsInputs = {};
export type Content_Privacy_S_BreachesInputs = {};
export type Content_Privacy_S_ChangesInputs = {};
export type Content_Privacy_ScopeInputs = {};
export type Content_Privacy_Collect_IdentityInputs = {};
export type Content_Privacy_Collect_DeliveryInputs = {};
export type Content_Privacy_Collect_OrdersInputs = {};
export type Content_Privacy_Collect_PhotosInputs = {};
export type Content_Privacy_Collect_ReviewsInputs = {};
export type Content_Privacy_Collect_TechnicalInputs = {};
export type Content_Privacy_Use_DeliverInputs = {};
export type Content_Privacy_Use_BillInputs = {};
export type Content_Privacy_Use_VerifyInputs = {};
export type Content_Privacy_Use_AnswerInputs = {};
export type Content_Privacy_Use_ImproveInputs = {};
export type Content_Privacy_Use_OffersInputs = {};
export type Content_Privacy_ConsentInputs = {};
export type Content_Privacy_Share_IntroInputs = {};
export type Content_Privacy_Share_PaymentInputs = {};
export type Content_Privacy_Share_DeliveryInputs = {};
export type Content_Privacy_Share_HostingInputs = {};
export type Content_Privacy_Share_AuthoritiesInputs = {};
export type Content_Privacy_Share_ContractsInputs = {};
export type Content_Privacy_StorageInputs = {};
export type Content_Privacy_WhereInputs = {};
export type Content_Privacy_RetentionInputs = {};
export type Content_Privacy_SafeguardsInputs = {};
export type Content_Privacy_Rights_AccessInputs = {};
export type Content_Privacy_Rights_CorrectionInputs = {};
export type Content_Privacy_Rights_WithdrawalInputs = {};
export type Content_Privacy_Rights_ComplaintInputs = {};
export type Content_Privacy_BreachesInputs = {};
export type Content_Privacy_ChangesInputs = {};
export type Content_Privacy_OfficerInputs = {
    email: NonNullable<unknown>;
};
export type Content_Faq_TitleInputs = {};
export type Content_Faq_LeadInputs = {};
export type Content_Faq_TopicsInputs = {};
export type Content_Faq_S_ShoppingInputs = {};
export type Content_Faq_S_DeliveryInputs = {};
export type Content_Faq_S_ReturnsInputs = {};
export type Content_Faq_S_PivotcareInputs = {};
export type Content_Faq_S_BillingInputs = {};
export type Content_Faq_S_LiquidationInputs = {};
export type Content_Faq_Btn_QInputs = {};
export type Content_Faq_Btn_A1Inputs = {};
export type Content_Faq_Btn_A2Inputs = {};
export type Content_Faq_Ways_QInputs = {};
export type Content_Faq_Ways_LabelInputs = {};
export type Content_Faq_Ways_CaptionInputs = {};
export type Content_Faq_Col_OptionInputs = {};
export type Content_Faq_Col_PayInputs = {};
export type Content_Faq_Col_OwnerInputs = {};
export type Content_Faq_Col_BestInputs = {};
export type Content_Faq_Sub_NameInputs = {};
export type Content_Faq_Sub_PayInputs = {};
export type Content_Faq_Sub_OwnerInputs = {};
export type Content_Faq_Sub_BestInputs = {};
export type Content_Faq_Fin_NameInputs = {};
export type Content_Faq_Fin_PayInputs = {};
export type Content_Faq_Owner_YouInputs = {};
export type Content_Faq_Fin_BestInputs = {};
export type Content_Faq_Rent_NameInputs = {};
export type Content_Faq_Rent_PayInputs = {};
export type Content_Faq_Rent_OwnerInputs = {};
export type Content_Faq_Rent_BestInputs = {};
export type Content_Faq_Buy_NameInputs = {};
export type Content_Faq_Buy_PayInputs = {};
export type Content_Faq_Buy_BestInputs = {};
export type Content_Faq_Ways_AgreementsInputs = {};
export type Content_Faq_End_QInputs = {};
export type Content_Faq_End_AInputs = {};
export type Content_Faq_Tax_QInputs = {};
export type Content_Faq_Tax_AInputs = {};
export type Content_Faq_Fabric_QInputs = {};
export type Content_Faq_Fabric_AInputs = {};
export type Content_Faq_Where_QInputs = {};
export type Content_Faq_Where_A1Inputs = {
    count: NonNullable<unknown>;
    cities: NonNullable<unknown>;
};
export type Content_Faq_Where_A2Inputs = {};
export type Content_Faq_Cost_QInputs = {};
export type Content_Faq_Cost_AInputs = {
    fee: NonNullable<unknown>;
};
export type Content_Faq_When_QInputs = {};
export type Content_Faq_When_AInputs = {};
export type Content_Faq_Assembly_QInputs = {};
export type Content_Faq_Assembly_AInputs = {};
export type Content_Faq_Return_QInputs = {};
export type Content_Faq_Return_AInputs = {
    terms: NonNullable<unknown>;
};
export type Content_Return_TermsInputs = {
    count: NonNullable<unknown>;
};
export type Content_Faq_Swap_QInputs = {};
export type Content_Faq_Swap_AInputs = {};
export type Content_Faq_Move_QInputs = {};
export type Content_Faq_Move_AInputs = {};
export type Content_Faq_Bought_QInputs = {};
export type Content_Faq_Bought_AInputs = {};
export type Content_Faq_Buyout_QInputs = {};
export type Content_Faq_Buyout_AInputs = {};
export type Content_Faq_Care_QInputs = {};
export type Content_Faq_Care_A1Inputs = {
    fee: NonNullable<unknown>;
    care: NonNullable<unknown>;
};
export type Content_Faq_Care_A2Inputs = {};
export type Content_Faq_Nocare_QInputs = {};
export type Content_Faq_Nocare_A1Inputs = {};
export type Content_Faq_Nocare_LegsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Content_Faq_Nocare_UpholsteryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Content_Faq_Nocare_HardInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Content_Faq_Nocare_A2Inputs = {};
export type Content_Faq_Charged_QInputs = {};
export type Content_Faq_Charged_AInputs = {};
export type Content_Faq_Failed_QInputs = {};
export type Content_Faq_Failed_AInputs = {};
export type Content_Faq_Person_QInputs = {};
export type Content_Faq_Person_AInputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Content_Faq_Sale_QInputs = {};
export type Content_Faq_Sale_A1Inputs = {};
export type Content_Faq_Sale_A2Inputs = {};
export type Content_City_MontrealInputs = {};
export type Content_City_QuebecInputs = {};
export type Content_Return_SummaryInputs = {
    count: NonNullable<unknown>;
};
export type Content_Agr_Care_TitleInputs = {};
export type Content_Agr_Care_P1Inputs = {};
export type Content_Agr_Care_P2Inputs = {
    legsFrom: NonNullable<unknown>;
    legsTo: NonNullable<unknown>;
    upholsteryFrom: NonNullable<unknown>;
    upholsteryTo: NonNullable<unknown>;
    hardFrom: NonNullable<unknown>;
    hardTo: NonNullable<unknown>;
};
export type Content_Agr_Law_TitleInputs = {};
export type Content_Agr_Law_P1Inputs = {};
export type Content_Agr_Contact_TitleInputs = {};
export type Content_Agr_Contact_P1Inputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Content_Agr_What_TitleInputs = {};
export type Content_Agr_Sub_NameInputs = {};
export type Content_Agr_Sub_ReadInputs = {};
export type Content_Agr_Sub_SummaryInputs = {};
export type Content_Agr_Sub_H1Inputs = {};
export type Content_Agr_Sub_H3Inputs = {};
export type Content_Agr_Sub_H4Inputs = {};
export type Content_Agr_Sub_WhatInputs = {};
export type Content_Agr_Sub_Fees_TitleInputs = {};
export type Content_Agr_Sub_Fees_P1Inputs = {};
export type Content_Agr_Sub_Fees_P2Inputs = {};
export type Content_Agr_Sub_Returns_TitleInputs = {};
export type Content_Agr_Sub_Returns_P2Inputs = {};
export type Content_Agr_Sub_Returns_P3Inputs = {};
export type Content_Agr_Sub_Own_TitleInputs = {};
export type Content_Agr_Sub_Own_P1Inputs = {};
export type Content_Agr_Rent_NameInputs = {};
export type Content_Agr_Rent_ReadInputs = {};
export type Content_Agr_Rent_SummaryInputs = {};
export type Content_Agr_Rent_H1Inputs = {};
export type Content_Agr_Rent_H2Inputs = {};
export type Content_Agr_Rent_H3Inputs = {};
export type Content_Agr_Rent_H4Inputs = {};
export type Content_Agr_Rent_WhatInputs = {};
export type Content_Agr_Rent_Billing_TitleInputs = {};
export type Content_Agr_Rent_Billing_P1Inputs = {};
export type Content_Agr_Rent_End_TitleInputs = {};
export type Content_Agr_Rent_End_P1Inputs = {};
export type Content_Agr_Rent_End_P2Inputs = {};
export type Content_Agr_Own_NameInputs = {};
export type Content_Agr_Own_ReadInputs = {};
export type Content_Agr_Own_SummaryInputs = {};
export type Content_Agr_Own_H1Inputs = {};
export type Content_Agr_Own_H2Inputs = {};
export type Content_Agr_Own_H3Inputs = {};
export type Content_Agr_Own_H4Inputs = {};
export type Content_Agr_Own_WhatInputs = {};
export type Content_Agr_Own_Full_TitleInputs = {};
export type Content_Agr_Own_Full_P1Inputs = {};
export type Content_Agr_Own_Fin_TitleInputs = {};
export type Content_Agr_Own_Fin_P1Inputs = {};
export type Content_Agr_Own_Fin_P2Inputs = {};
export type Content_Agr_Own_Returns_TitleInputs = {};
export type Content_Agr_Own_Returns_P1Inputs = {};
export type Content_Agr_Own_Warranty_TitleInputs = {};
export type Content_Agr_Own_Warranty_P1Inputs = {};
export type Content_Agr_HomeInputs = {};
export type Content_Agr_AllInputs = {};
export type Content_Agr_MetaInputs = {
    version: NonNullable<unknown>;
};
export type Content_Agr_PrintInputs = {};
export type Content_Contract_TitleInputs = {};
export type Content_Contract_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Content_Contract_LeadInputs = {};
export type Content_Contract_Which_TitleInputs = {};
export type Content_Contract_WhichInputs = {};
export type Content_Contract_SignedInputs = {};
export type Content_Agr_BrandInputs = {};
export type Content_Approach_TitleInputs = {};
export type Content_Approach_LeadInputs = {};
export type Content_Approach_Use_TitleInputs = {};
export type Content_Approach_UseInputs = {};
export type Content_Approach_Better_TitleInputs = {};
export type Content_Approach_BetterInputs = {};
export type Content_Approach_Ways_TitleInputs = {};
export type Content_Approach_SubscribeInputs = {};
export type Content_Approach_Subscribe_TextInputs = {};
export type Content_Approach_FinanceInputs = {};
export type Content_Approach_Finance_TextInputs = {};
export type Content_Approach_RentInputs = {};
export type Content_Approach_Rent_TextInputs = {};
export type Content_Approach_BuyInputs = {};
export type Content_Approach_Buy_TextInputs = {};
export type Content_Approach_TermsInputs = {};
export type Content_Approach_Canada_TitleInputs = {};
export type Content_Approach_CanadaInputs = {};
export type Content_Approach_Crews_TitleInputs = {};
export type Content_Approach_CrewsInputs = {
    count: NonNullable<unknown>;
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Content_Approach_Care_TitleInputs = {};
export type Content_Approach_CareInputs = {};
export type Content_Contact_TitleInputs = {};
export type Content_Contact_LeadInputs = {};
export type Content_Contact_CallInputs = {};
export type Content_Contact_Toll_FreeInputs = {};
export type Content_Contact_WeekdaysInputs = {};
export type Content_Contact_Weekdays_HoursInputs = {};
export type Content_Contact_WeekendInputs = {};
export type Content_Contact_Weekend_HoursInputs = {};
export type Content_Contact_EmailInputs = {};
export type Content_Contact_ReplyInputs = {};
export type Content_Contact_MailInputs = {};
export type Content_Contact_AttnInputs = {};
export type Content_Contact_Po_BoxInputs = {};
export type Content_Contact_QuickerInputs = {};
export type Content_Contact_Quicker_AccountInputs = {};
export type Content_Contact_Quicker_FaqInputs = {};
export type Content_Contact_Quicker_CrewInputs = {};
export type Content_Contact_Privacy_TitleInputs = {};
export type Content_Contact_PrivacyInputs = {
    email: NonNullable<unknown>;
};
export type Content_Cover_TitleInputs = {};
export type Content_Cover_LeadInputs = {};
export type Content_Cover_What_TitleInputs = {};
export type Content_Cover_WhatInputs = {};
export type Content_Cover_How_TitleInputs = {};
export type Content_Cover_Step_FabricInputs = {};
export type Content_Cover_Step_PieceInputs = {};
export type Content_Cover_Step_QuoteInputs = {};
export type Content_Cover_Step_FitInputs = {};
export type Content_Cover_Care_TitleInputs = {};
export type Content_Cover_CareInputs = {};
export type Content_Cover_Fresh_TitleInputs = {};
export type Content_Cover_Fresh_VacuumInputs = {};
export type Content_Cover_Fresh_BlotInputs = {};
export type Content_Cover_Fresh_WashInputs = {};
export type Content_Cover_Fresh_SunInputs = {};
export type Content_Cover_QuestionsInputs = {
    email: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Content_Cover_Order_SwatchesInputs = {};
