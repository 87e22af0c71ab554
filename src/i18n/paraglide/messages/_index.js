/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_Language_NameInputs */
/** @typedef {{}} Shell_Language_Switch_LabelInputs */
/** @typedef {{}} Shell_Language_Switch_HintInputs */
/** @typedef {{}} Shell_Cart_Label_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_LabelInputs */
/** @typedef {{}} Shell_Footer_ShopInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_FaqInputs */
/** @typedef {{}} Shell_Footer_ContactInputs */
/** @typedef {{}} Shell_Footer_SwatchesInputs */
/** @typedef {{}} Shell_Footer_Cover_KitInputs */
/** @typedef {{}} Shell_Footer_CompanyInputs */
/** @typedef {{}} Shell_Footer_Our_ApproachInputs */
/** @typedef {{}} Shell_Footer_AgreementsInputs */
/** @typedef {{}} Shell_Footer_CareersInputs */
/** @typedef {{}} Shell_Footer_External_SiteInputs */
/** @typedef {{}} Shell_Footer_Your_AccountInputs */
/** @typedef {{}} Shell_Footer_My_AccountInputs */
/** @typedef {{}} Shell_Footer_Create_AccountInputs */
/** @typedef {{}} Shell_Footer_Sign_InInputs */
/** @typedef {{}} Shell_Footer_PoliciesInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Footer_Liquidation_PolicyInputs */
/** @typedef {{}} Shell_Footer_CopyrightInputs */
/** @typedef {{}} Shell_Footer_SocialInputs */
/** @typedef {{}} Shell_Footer_LanguageInputs */
/** @typedef {{}} Shell_Header_HomeInputs */
/** @typedef {{}} Shell_Menu_TitleInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_MainInputs */
/** @typedef {{}} Shell_Menu_My_AccountInputs */
/** @typedef {{}} Shell_Menu_Sign_InInputs */
/** @typedef {{}} Shell_Menu_FaqInputs */
/** @typedef {{}} Shell_Menu_ContactInputs */
/** @typedef {{}} Shell_Menu_Sign_OutInputs */
/** @typedef {{}} Shell_Menu_BackInputs */
/** @typedef {{ category: NonNullable<unknown> }} Shell_Menu_AllInputs */
/** @typedef {{}} Shell_Sale_BadgeInputs */
/** @typedef {{}} Shell_BrandInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Account_GreetingInputs */
/** @typedef {{}} Shell_Account_My_AccountInputs */
/** @typedef {{}} Shell_Account_Sign_InInputs */
/** @typedef {{}} Shell_Cart_Popup_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_Not_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_ClearedInputs */
/** @typedef {{}} Shell_Cart_Popup_Cleared_TextInputs */
/** @typedef {{}} Shell_Cart_Popup_Add_ErrorInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Cart_Popup_ItemInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_Popup_CountInputs */
/** @typedef {{}} Shell_Cart_Popup_View_CartInputs */
/** @typedef {{}} Shell_Cart_Popup_CheckoutInputs */
/** @typedef {{}} Shell_Category_Menu_LabelInputs */
/** @typedef {{}} Shell_Liquidation_TitleInputs */
/** @typedef {{}} Shell_Liquidation_PickupInputs */
/** @typedef {{}} Shell_Liquidation_Policy_LinkInputs */
/** @typedef {{}} Shell_Location_TitleInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Pinned_CityInputs */
/** @typedef {{}} Shell_Location_PinnedInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Shop_FromInputs */
/** @typedef {{}} Shell_Location_ContinueInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_Pinned_Prices_CityInputs */
/** @typedef {{}} Shell_Location_Pinned_Prices_DefaultInputs */
/** @typedef {{}} Shell_Location_DescriptionInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_CurrentInputs */
/** @typedef {{}} Shell_Location_Select_CityInputs */
/** @typedef {{}} Shell_Location_ButtonInputs */
/** @typedef {{}} Shell_Not_Found_TitleInputs */
/** @typedef {{}} Shell_Not_Found_Page_TitleInputs */
/** @typedef {{}} Shell_Not_Found_TextInputs */
/** @typedef {{}} Shell_Not_Found_RoomsInputs */
/** @typedef {{}} Shell_Home_LinkInputs */
/** @typedef {{}} Shell_Promo_SaleInputs */
/** @typedef {{}} Shell_Promo_Made_In_CanadaInputs */
/** @typedef {{}} Shell_Promo_Own_CrewInputs */
/** @typedef {{}} Shell_Billing_AlertInputs */
/** @typedef {{}} Shell_Quick_Links_LabelInputs */
/** @typedef {{}} Shell_Quick_SofasInputs */
/** @typedef {{}} Shell_Quick_SectionalsInputs */
/** @typedef {{}} Shell_Quick_Lounge_ChairsInputs */
/** @typedef {{}} Shell_Quick_LoveseatsInputs */
/** @typedef {{}} Shell_Quick_Coffee_TablesInputs */
/** @typedef {{}} Shell_Quick_End_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_ChairsInputs */
/** @typedef {{}} Shell_Quick_BedsInputs */
/** @typedef {{}} Shell_SearchInputs */
/** @typedef {{}} Shell_Search_CloseInputs */
/** @typedef {{}} Shell_Search_HintInputs */
/** @typedef {{}} Shell_Error_TitleInputs */
/** @typedef {{}} Shell_Error_TextInputs */
/** @typedef {{}} Shell_Error_Text_UnreportedInputs */
/** @typedef {{}} Shell_Error_RetryInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_BackInputs */
/** @typedef {{}} Shell_Back_AddressInputs */
/** @typedef {{}} Shell_Back_My_ProductsInputs */
/** @typedef {{}} Shell_Back_My_AccountInputs */
/** @typedef {{}} Shell_Unsupported_Page_TitleInputs */
/** @typedef {{}} Shell_Unsupported_HeadingInputs */
/** @typedef {{}} Shell_Unsupported_TextInputs */
/** @typedef {{}} Shell_Unsupported_FeaturesInputs */
/** @typedef {{}} Shell_Unsupported_PhoneInputs */
/** @typedef {{}} Shell_Version_TitleInputs */
/** @typedef {{}} Shell_Version_ReleaseInputs */
/** @typedef {{}} Shell_Province_AbInputs */
/** @typedef {{}} Shell_Province_BcInputs */
/** @typedef {{}} Shell_Province_MbInputs */
/** @typedef {{}} Shell_Province_NbInputs */
/** @typedef {{}} Shell_Province_NlInputs */
/** @typedef {{}} Shell_Province_NsInputs */
/** @typedef {{}} Shell_Province_NtInputs */
/** @typedef {{}} Shell_Province_NuInputs */
/** @typedef {{}} Shell_Province_OnInputs */
/** @typedef {{}} Shell_Province_PeInputs */
/** @typedef {{}} Shell_Province_QcInputs */
/** @typedef {{}} Shell_Province_SkInputs */
/** @typedef {{}} Shell_Province_YtInputs */
/** @typedef {{}} Ui_CloseInputs */
/** @typedef {{}} Ui_DismissInputs */
/** @typedef {{}} Ui_NotificationsInputs */
/** @typedef {{}} Ui_NotificationInputs */
/** @typedef {{}} Ui_LoadingInputs */
/** @typedef {{}} Ui_Loading_WaitInputs */
/** @typedef {{}} Ui_On_This_PageInputs */
/** @typedef {{}} Ui_BreadcrumbInputs */
/** @typedef {{}} Ui_PagesInputs */
/** @typedef {{}} Ui_Previous_PageInputs */
/** @typedef {{}} Ui_PreviousInputs */
/** @typedef {{}} Ui_Next_PageInputs */
/** @typedef {{}} Ui_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Ui_Page_NumberInputs */
/** @typedef {{}} Ui_Try_AgainInputs */
/** @typedef {{}} Ui_Previous_ImageInputs */
/** @typedef {{}} Ui_Next_ImageInputs */
/** @typedef {{}} Ui_Password_ShowInputs */
/** @typedef {{}} Ui_Password_HideInputs */
/** @typedef {{}} Ui_Password_SubjectInputs */
/** @typedef {{}} Ui_Final_SaleInputs */
/** @typedef {{}} Ui_Or_FromInputs */
/** @typedef {{}} Ui_Gallery_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Gallery_Full_ScreenInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, name: NonNullable<unknown> }} Ui_Gallery_PictureInputs */
/** @typedef {{}} Ui_Promo_PlayInputs */
/** @typedef {{}} Ui_Promo_PauseInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Ui_RatingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_StarsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_ReviewsInputs */
/** @typedef {{}} Ui_Search_LabelInputs */
/** @typedef {{}} Ui_Search_PlaceholderInputs */
/** @typedef {{}} Ui_Search_SubmitInputs */
/** @typedef {{}} Ui_UnavailableInputs */
/** @typedef {{}} Ui_Address_LabelInputs */
/** @typedef {{}} Ui_Address_First_NameInputs */
/** @typedef {{}} Ui_Address_Last_NameInputs */
/** @typedef {{}} Ui_Address_PhoneInputs */
/** @typedef {{}} Ui_Address_Phone_HintInputs */
/** @typedef {{}} Ui_Address_StreetInputs */
/** @typedef {{}} Ui_Address_UnitInputs */
/** @typedef {{}} Ui_Address_CityInputs */
/** @typedef {{}} Ui_Address_ProvinceInputs */
/** @typedef {{}} Ui_Address_Province_PlaceholderInputs */
/** @typedef {{}} Ui_Address_Postal_CodeInputs */
/** @typedef {{}} Ui_Address_Postal_Code_HintInputs */
/** @typedef {{}} Ui_Address_Building_TypeInputs */
/** @typedef {{}} Ui_Address_Choose_OneInputs */
/** @typedef {{}} Ui_Address_HouseInputs */
/** @typedef {{}} Ui_Address_ApartmentInputs */
/** @typedef {{}} Ui_Address_CondoInputs */
/** @typedef {{}} Ui_Address_TownhouseInputs */
/** @typedef {{}} Ui_Address_OfficeInputs */
/** @typedef {{}} Ui_Address_FloorInputs */
/** @typedef {{}} Ui_Address_BuzzerInputs */
/** @typedef {{}} Ui_Address_Receiving_HoursInputs */
/** @typedef {{}} Ui_Address_Receiving_Hours_HintInputs */
/** @typedef {{}} Ui_Address_ElevatorInputs */
/** @typedef {{}} Ui_Address_Dock_DoorInputs */
/** @typedef {{}} Ui_Address_PrimaryInputs */
/** @typedef {{}} Ui_Address_InstructionsInputs */
/** @typedef {{}} Ui_Address_SavingInputs */
/** @typedef {{}} Ui_Card_ProcessorInputs */
/** @typedef {{}} Ui_Card_NameInputs */
/** @typedef {{}} Ui_Card_NumberInputs */
/** @typedef {{}} Ui_Card_ExpiryInputs */
/** @typedef {{}} Ui_Card_Expiry_PlaceholderInputs */
/** @typedef {{}} Ui_Card_Security_CodeInputs */
/** @typedef {{}} Cart_CheckoutInputs */
/** @typedef {{}} Cart_Blocked_No_CityInputs */
/** @typedef {{}} Cart_Blocked_UpdatingInputs */
/** @typedef {{}} Cart_Blocked_FailedInputs */
/** @typedef {{}} Cart_Blocked_Line_ErrorsInputs */
/** @typedef {{}} Cart_Page_TitleInputs */
/** @typedef {{}} Cart_DismissInputs */
/** @typedef {{}} Cart_Discarded_NoticeInputs */
/** @typedef {{}} Cart_Liquidation_PurchaseInputs */
/** @typedef {{}} Cart_City_Reason_CartInputs */
/** @typedef {{}} Cart_Empty_TitleInputs */
/** @typedef {{}} Cart_Browse_FurnitureInputs */
/** @typedef {{}} Cart_Empty_TextInputs */
/** @typedef {{}} Cart_Add_AssemblyInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Assembly_Hint_PriceInputs */
/** @typedef {{}} Cart_Assembly_HintInputs */
/** @typedef {{}} Cart_Updating_PricesInputs */
/** @typedef {{}} Cart_Quote_Failed_CartInputs */
/** @typedef {{}} Cart_Quote_ErrorInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Delivery_ChosenInputs */
/** @typedef {{}} Cart_Share_CartInputs */
/** @typedef {{}} Cart_Empty_CartInputs */
/** @typedef {{}} Cart_Lines_LabelInputs */
/** @typedef {{ option: NonNullable<unknown>, value: NonNullable<unknown> }} Cart_Line_OptionInputs */
/** @typedef {{}} Cart_Pivotcare_LabelInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Pivotcare_Label_PriceInputs */
/** @typedef {{}} Cart_Pivotcare_HintInputs */
/** @typedef {{}} Cart_Line_Final_SaleInputs */
/** @typedef {{}} Cart_QuantityInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Cart_Quantity_CountInputs */
/** @typedef {{}} Cart_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Remove_LineInputs */
/** @typedef {{}} Cart_Way_SubscriptionInputs */
/** @typedef {{}} Cart_Way_FinancingInputs */
/** @typedef {{}} Cart_Way_RentalInputs */
/** @typedef {{}} Cart_Way_BuyInputs */
/** @typedef {{}} Cart_Way_Final_Sale_MonthlyInputs */
/** @typedef {{}} Cart_Way_Final_SaleInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MinimumInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MonthsInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown>, total: NonNullable<unknown> }} Cart_Terms_FinancingInputs */
/** @typedef {{ payments: NonNullable<unknown> }} Cart_Terms_SubscriptionInputs */
/** @typedef {{}} Cart_Terms_RentalInputs */
/** @typedef {{}} Cart_Summary_TitleInputs */
/** @typedef {{}} Cart_Due_TodayInputs */
/** @typedef {{}} Cart_Then_MonthlyInputs */
/** @typedef {{}} Cart_Row_PurchasesInputs */
/** @typedef {{}} Cart_Row_First_MonthInputs */
/** @typedef {{}} Cart_Row_PickupInputs */
/** @typedef {{}} Cart_Row_FreeInputs */
/** @typedef {{}} Cart_Row_DeliveryInputs */
/** @typedef {{}} Cart_Row_AssemblyInputs */
/** @typedef {{}} Cart_Row_Account_CreditInputs */
/** @typedef {{}} Cart_Row_Total_TodayInputs */
/** @typedef {{}} Cart_Row_Monthly_ItemsInputs */
/** @typedef {{}} Cart_Row_Each_MonthInputs */
/** @typedef {{}} Cart_Tax_GstInputs */
/** @typedef {{}} Cart_Tax_HstInputs */
/** @typedef {{}} Cart_Tax_QstInputs */
/** @typedef {{}} Cart_Tax_PstInputs */
/** @typedef {{}} Cart_Tax_RstInputs */
/** @typedef {{ tax: NonNullable<unknown>, percent: NonNullable<unknown> }} Cart_Tax_RateInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Pickup_NoteInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Cart_Estimated_DeliveryInputs */
/** @typedef {{}} Cart_Final_Sale_TitleInputs */
/** @typedef {{}} Cart_Final_Sale_TextInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Sale_Notice_OneInputs */
/** @typedef {{ names: NonNullable<unknown> }} Cart_Sale_Notice_OtherInputs */
/** @typedef {{}} Cart_Sale_Notice_An_ItemInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Cart_List_AndInputs */
/** @typedef {{}} Cart_Error_TitleInputs */
/** @typedef {{}} Cart_Error_NetworkInputs */
/** @typedef {{}} Cart_Error_GeneralInputs */
/** @typedef {{}} Cart_Try_AgainInputs */
/** @typedef {{}} Cart_Home_PageInputs */
/** @typedef {{ place: NonNullable<unknown> }} Cart_City_FixedInputs */
/** @typedef {{}} Cart_Your_CityInputs */
/** @typedef {{}} Cart_Your_City_HintInputs */
/** @typedef {{}} Cart_Choose_LocationInputs */
/** @typedef {{}} Cart_Select_CityInputs */
/** @typedef {{}} Cart_Loading_CitiesInputs */
/** @typedef {{}} Cart_Cities_FailedInputs */
/** @typedef {{}} Cart_PackagesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Package_PicturesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Pieces_HeadingInputs */
/** @typedef {{}} Cart_Package_Lines_LabelInputs */
/** @typedef {{}} Cart_Package_Missing_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Missing_OtherInputs */
/** @typedef {{}} Cart_Quote_Failed_PackageInputs */
/** @typedef {{}} Cart_Add_PackageInputs */
/** @typedef {{}} Cart_Packages_IntroInputs */
/** @typedef {{}} Cart_Packages_None_TitleInputs */
/** @typedef {{}} Cart_Packages_None_TextInputs */
/** @typedef {{}} Cart_Packages_AllInputs */
/** @typedef {{ count: NonNullable<unknown>, description: NonNullable<unknown> }} Cart_Package_Tile_NoteInputs */
/** @typedef {{}} Cart_Share_TitleInputs */
/** @typedef {{}} Cart_Share_City_ReasonInputs */
/** @typedef {{}} Cart_Share_Empty_TextInputs */
/** @typedef {{}} Cart_Share_IntroInputs */
/** @typedef {{}} Cart_Share_Lines_LabelInputs */
/** @typedef {{}} Cart_Share_Link_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Share_Link_HintInputs */
/** @typedef {{}} Cart_Share_CopyInputs */
/** @typedef {{}} Cart_Share_OpenInputs */
/** @typedef {{}} Cart_Share_CopiedInputs */
/** @typedef {{}} Cart_Share_Copy_FailedInputs */
/** @typedef {{}} Cart_Share_Failed_TitleInputs */
/** @typedef {{}} Cart_Share_FailedInputs */
/** @typedef {{}} Cart_Share_CreateInputs */
/** @typedef {{}} Cart_Back_To_CartInputs */
/** @typedef {{}} Cart_Shared_TitleInputs */
/** @typedef {{}} Cart_Shared_Not_Found_TitleInputs */
/** @typedef {{}} Cart_Shared_ExpiredInputs */
/** @typedef {{}} Cart_Go_To_CartInputs */
/** @typedef {{}} Cart_Shared_Expired_TextInputs */
/** @typedef {{}} Cart_Shared_With_You_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_With_You_OtherInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_ReplaceInputs */
/** @typedef {{ added: NonNullable<unknown>, increased: NonNullable<unknown> }} Cart_Shared_Loaded_IncreasedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_AddedInputs */
/** @typedef {{}} Cart_Shared_CappedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_SkippedInputs */
/** @typedef {{}} Cart_Shared_Add_ErrorInputs */
/** @typedef {{}} Cart_Shared_City_ReasonInputs */
/** @typedef {{}} Cart_Shared_Unavailable_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Unavailable_OtherInputs */
/** @typedef {{}} Cart_Shared_Lines_LabelInputs */
/** @typedef {{}} Cart_Quote_Failed_ItemsInputs */
/** @typedef {{}} Cart_Shared_None_SoldInputs */
/** @typedef {{}} Cart_Add_To_My_CartInputs */
/** @typedef {{}} Cart_Shared_Own_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Own_OtherInputs */
/** @typedef {{}} Cart_Replace_My_CartInputs */
/** @typedef {{}} Cart_Snapshot_No_Longer_SoldInputs */
/** @typedef {{}} Cart_Price_For_CityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Added_NamedInputs */
/** @typedef {{}} Cart_AddedInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Product_PickupInputs */
/** @typedef {{}} Catalog_HomeInputs */
/** @typedef {{}} Catalog_Try_AgainInputs */
/** @typedef {{}} Catalog_Go_HomeInputs */
/** @typedef {{}} Catalog_Back_HomeInputs */
/** @typedef {{}} Catalog_Choose_OneInputs */
/** @typedef {{}} Catalog_Error_TitleInputs */
/** @typedef {{}} Catalog_Error_NetworkInputs */
/** @typedef {{}} Catalog_Error_GenericInputs */
/** @typedef {{}} Catalog_Category_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, page: NonNullable<unknown> }} Catalog_Category_Title_PageInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Category_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_By_TypeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_ProductsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_Empty_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_See_AllInputs */
/** @typedef {{}} Catalog_Category_Empty_TextInputs */
/** @typedef {{ site: NonNullable<unknown> }} Catalog_Home_TitleInputs */
/** @typedef {{}} Catalog_Home_DescriptionInputs */
/** @typedef {{}} Catalog_Home_EyebrowInputs */
/** @typedef {{}} Catalog_Home_Hero_TitleInputs */
/** @typedef {{}} Catalog_Home_Hero_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Home_Hero_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Shop_CategoryInputs */
/** @typedef {{}} Catalog_Order_Free_SwatchesInputs */
/** @typedef {{}} Catalog_Home_FeaturedInputs */
/** @typedef {{}} Catalog_Shop_By_RoomInputs */
/** @typedef {{}} Catalog_Home_GalleryInputs */
/** @typedef {{}} Catalog_Home_Gallery_TextInputs */
/** @typedef {{}} Catalog_Home_Photo_AltInputs */
/** @typedef {{}} Catalog_Your_CityInputs */
/** @typedef {{}} Catalog_Final_SaleInputs */
/** @typedef {{}} Catalog_Way_To_Pay_LabelInputs */
/** @typedef {{}} Catalog_Final_Sale_TextInputs */
/** @typedef {{}} Catalog_Add_To_CartInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Price_Term_MinimumInputs */
/** @typedef {{}} Catalog_Price_OrInputs */
/** @typedef {{}} Catalog_Price_OutrightInputs */
/** @typedef {{}} Catalog_Price_Or_FromInputs */
/** @typedef {{ way: NonNullable<unknown> }} Catalog_Price_WithInputs */
/** @typedef {{}} Catalog_Assembly_Not_OfferedInputs */
/** @typedef {{}} Catalog_Assembly_KitInputs */
/** @typedef {{}} Catalog_Assembly_FeeInputs */
/** @typedef {{}} Catalog_Assembly_FreeInputs */
/** @typedef {{}} Catalog_Facts_OverviewInputs */
/** @typedef {{}} Catalog_Facts_DetailsInputs */
/** @typedef {{}} Catalog_Facts_MaterialsInputs */
/** @typedef {{}} Catalog_Facts_CareInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Facts_AboutInputs */
/** @typedef {{}} Catalog_DimensionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Front_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Side_AltInputs */
/** @typedef {{}} Catalog_MeasurementsInputs */
/** @typedef {{}} Catalog_MeasureInputs */
/** @typedef {{}} Catalog_MetricInputs */
/** @typedef {{}} Catalog_ImperialInputs */
/** @typedef {{}} Catalog_SuggestionsInputs */
/** @typedef {{}} Catalog_FromInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_HeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_See_OtherInputs */
/** @typedef {{}} Catalog_Unavailable_TextInputs */
/** @typedef {{}} Catalog_Listing_ColourInputs */
/** @typedef {{}} Catalog_Listing_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_CountInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Catalog_Listing_ShowingInputs */
/** @typedef {{}} Catalog_Clear_FiltersInputs */
/** @typedef {{}} Catalog_Bestsellers_OnlyInputs */
/** @typedef {{}} Catalog_Listing_Past_EndInputs */
/** @typedef {{}} Catalog_Listing_First_PageInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_Page_CountInputs */
/** @typedef {{}} Catalog_Listing_No_MatchInputs */
/** @typedef {{}} Catalog_Listing_No_Match_TextInputs */
/** @typedef {{}} Catalog_Listing_ProductsInputs */
/** @typedef {{}} Catalog_Sort_ByInputs */
/** @typedef {{}} Catalog_Sort_FeaturedInputs */
/** @typedef {{}} Catalog_Sort_Price_AscInputs */
/** @typedef {{}} Catalog_Sort_Price_DescInputs */
/** @typedef {{}} Catalog_Sort_NameInputs */
/** @typedef {{}} Catalog_Option_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_Unavailable_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_UnavailableInputs */
/** @typedef {{}} Catalog_Learn_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Learn_More_NamedInputs */
/** @typedef {{}} Catalog_ReviewsInputs */
/** @typedef {{}} Catalog_Reviews_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Reviews_CountInputs */
/** @typedef {{}} Catalog_Reviews_ListInputs */
/** @typedef {{}} Catalog_Reviews_A_CustomerInputs */
/** @typedef {{}} Catalog_Reviews_VerifiedInputs */
/** @typedef {{}} Catalog_Reviews_NewerInputs */
/** @typedef {{}} Catalog_Reviews_OlderInputs */
/** @typedef {{ page: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Reviews_PageInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Results_ForInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Head_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_Tag_DescriptionInputs */
/** @typedef {{ query: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_DescriptionInputs */
/** @typedef {{}} Catalog_SearchInputs */
/** @typedef {{}} Catalog_Search_ResultsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Search_Tag_EmptyInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_EmptyInputs */
/** @typedef {{}} Catalog_Search_NoneInputs */
/** @typedef {{}} Catalog_Search_PopularInputs */
/** @typedef {{}} Catalog_Search_RoomsInputs */
/** @typedef {{}} Catalog_Tag_SofasInputs */
/** @typedef {{}} Catalog_Tag_SectionalsInputs */
/** @typedef {{}} Catalog_Tag_Lounge_ChairsInputs */
/** @typedef {{}} Catalog_Tag_LoveseatsInputs */
/** @typedef {{}} Catalog_Tag_Coffee_TablesInputs */
/** @typedef {{}} Catalog_Tag_End_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_ChairsInputs */
/** @typedef {{}} Catalog_Tag_BedsInputs */
/** @typedef {{}} Catalog_Swatches_TitleInputs */
/** @typedef {{}} Catalog_Swatches_DescriptionInputs */
/** @typedef {{}} Catalog_Swatches_BreadcrumbInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Swatches_IntroInputs */
/** @typedef {{}} Catalog_Swatches_FormInputs */
/** @typedef {{}} Catalog_Swatches_WhereInputs */
/** @typedef {{}} Catalog_Swatches_Full_NameInputs */
/** @typedef {{}} Catalog_Swatches_EmailInputs */
/** @typedef {{}} Catalog_Swatches_Email_HintInputs */
/** @typedef {{}} Catalog_Swatches_PhoneInputs */
/** @typedef {{}} Catalog_Swatches_StreetInputs */
/** @typedef {{}} Catalog_Swatches_UnitInputs */
/** @typedef {{}} Catalog_Swatches_CityInputs */
/** @typedef {{}} Catalog_Swatches_ProvinceInputs */
/** @typedef {{}} Catalog_Swatches_Postal_CodeInputs */
/** @typedef {{}} Catalog_Swatches_Postal_HintInputs */
/** @typedef {{}} Catalog_Swatches_CountryInputs */
/** @typedef {{}} Catalog_Swatches_FailedInputs */
/** @typedef {{}} Catalog_Swatches_Failed_TextInputs */
/** @typedef {{}} Catalog_Swatches_SendingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_Order_CountInputs */
/** @typedef {{}} Catalog_Swatches_ChooseInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Catalog_Swatches_ChosenInputs */
/** @typedef {{}} Catalog_Swatches_FullInputs */
/** @typedef {{}} Catalog_Swatches_Other_FabricsInputs */
/** @typedef {{}} Catalog_Swatches_PlacedInputs */
/** @typedef {{}} Catalog_Keep_ShoppingInputs */
/** @typedef {{}} Catalog_Swatches_Order_NumberInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_MailingInputs */
/** @typedef {{}} Catalog_Error_Full_NameInputs */
/** @typedef {{}} Catalog_Error_Full_Name_LongInputs */
/** @typedef {{}} Catalog_Error_EmailInputs */
/** @typedef {{}} Catalog_Error_Email_InvalidInputs */
/** @typedef {{}} Catalog_Error_PhoneInputs */
/** @typedef {{}} Catalog_Error_Phone_InvalidInputs */
/** @typedef {{}} Catalog_Error_StreetInputs */
/** @typedef {{}} Catalog_Error_Street_LongInputs */
/** @typedef {{}} Catalog_Error_Unit_LongInputs */
/** @typedef {{}} Catalog_Error_CityInputs */
/** @typedef {{}} Catalog_Error_City_LongInputs */
/** @typedef {{}} Catalog_Error_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Postal_CodeInputs */
/** @typedef {{}} Catalog_Error_Postal_Code_InvalidInputs */
/** @typedef {{ postal: NonNullable<unknown>, province: NonNullable<unknown> }} Catalog_Error_Postal_Code_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Error_Swatches_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_WeeksInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_DaysInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_WeeksInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Stock_Only_LeftInputs */
/** @typedef {{}} Catalog_Stock_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Catalog_Stock_FromInputs */
/** @typedef {{}} Catalog_Stock_Made_To_OrderInputs */
/** @typedef {{ city: NonNullable<unknown> }} Catalog_Stock_OutInputs */
/** @typedef {{}} Catalog_Dimension_WidthInputs */
/** @typedef {{}} Catalog_Dimension_DepthInputs */
/** @typedef {{}} Catalog_Dimension_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_DepthInputs */
/** @typedef {{}} Catalog_Dimension_Arm_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Arm_WidthInputs */
/** @typedef {{}} Catalog_Dimension_Leg_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Pile_ThicknessInputs */
/** @typedef {{}} Catalog_Dimension_WeightInputs */
/** @typedef {{ value: NonNullable<unknown> }} Catalog_Unit_InchesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_FrontInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_SideInputs */
/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Images_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_CloseInputs */
/** @typedef {{ name: NonNullable<unknown>, maker: NonNullable<unknown> }} Catalog_Head_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown>, color: NonNullable<unknown> }} Catalog_Head_Title_ColorInputs */
/** @typedef {{}} Catalog_Pay_FinanceInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_FinanceInputs */
/** @typedef {{}} Catalog_Pay_SubscribeInputs */
/** @typedef {{}} Catalog_Pay_Subscribe_ShortInputs */
/** @typedef {{}} Catalog_Pay_RentInputs */
/** @typedef {{}} Catalog_Pay_BuyInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_BuyInputs */
/** @typedef {{}} Catalog_Pay_Buy_ClassicInputs */
/** @typedef {{}} Catalog_Pay_Buy_V2Inputs */
/** @typedef {{ title: NonNullable<unknown>, term: NonNullable<unknown> }} Catalog_Pay_Over_TermInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Finance_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Pay_Subscribe_DetailInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Subscribe_MinimumInputs */
/** @typedef {{}} Catalog_Pay_Rent_DetailInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_Buy_DetailInputs */
/** @typedef {{}} Catalog_Pay_Buy_DetailInputs */
/** @typedef {{}} Catalog_Province_AbInputs */
/** @typedef {{}} Catalog_Province_BcInputs */
/** @typedef {{}} Catalog_Province_MbInputs */
/** @typedef {{}} Catalog_Province_NbInputs */
/** @typedef {{}} Catalog_Province_NlInputs */
/** @typedef {{}} Catalog_Province_NsInputs */
/** @typedef {{}} Catalog_Province_NtInputs */
/** @typedef {{}} Catalog_Province_NuInputs */
/** @typedef {{}} Catalog_Province_OnInputs */
/** @typedef {{}} Catalog_Province_PeInputs */
/** @typedef {{}} Catalog_Province_QcInputs */
/** @typedef {{}} Catalog_Province_SkInputs */
/** @typedef {{}} Catalog_Province_YtInputs */
/** @typedef {{}} Checkout_TitleInputs */
/** @typedef {{}} Checkout_Steps_LabelInputs */
/** @typedef {{}} Checkout_Step_AddressInputs */
/** @typedef {{}} Checkout_Step_ScheduleInputs */
/** @typedef {{}} Checkout_Step_AgreementInputs */
/** @typedef {{}} Checkout_Step_PaymentInputs */
/** @typedef {{}} Checkout_Step_ReviewInputs */
/** @typedef {{}} Checkout_Step_PickupInputs */
/** @typedef {{}} Checkout_Panel_LabelInputs */
/** @typedef {{}} Checkout_Your_CartInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Checkout_Times_QuantityInputs */
/** @typedef {{}} Checkout_Home_LabelInputs */
/** @typedef {{}} Checkout_BrandInputs */
/** @typedef {{}} Checkout_Back_To_CartInputs */
/** @typedef {{}} Checkout_Cart_Empty_TitleInputs */
/** @typedef {{}} Checkout_Getting_ReadyInputs */
/** @typedef {{}} Checkout_Choose_City_FirstInputs */
/** @typedef {{}} Checkout_Shop_FurnitureInputs */
/** @typedef {{}} Checkout_Go_To_CartInputs */
/** @typedef {{}} Checkout_Cart_Empty_TextInputs */
/** @typedef {{}} Checkout_Waiting_TextInputs */
/** @typedef {{}} Checkout_Cities_FailedInputs */
/** @typedef {{}} Checkout_Choose_Address_TitleInputs */
/** @typedef {{}} Checkout_Loading_AddressesInputs */
/** @typedef {{}} Checkout_Addresses_FailedInputs */
/** @typedef {{}} Checkout_Try_AgainInputs */
/** @typedef {{}} Checkout_Your_AddressesInputs */
/** @typedef {{}} Checkout_Use_This_AddressInputs */
/** @typedef {{}} Checkout_Add_AddressInputs */
/** @typedef {{}} Checkout_Save_And_UseInputs */
/** @typedef {{}} Checkout_Agreement_LabelInputs */
/** @typedef {{}} Checkout_Agreement_Clauses_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Clauses_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Checkout_Clause_TitleInputs */
/** @typedef {{ payments: NonNullable<unknown>, instalment: NonNullable<unknown>, total: NonNullable<unknown> }} Checkout_Terms_FinancingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Terms_Financing_InstalmentInputs */
/** @typedef {{ total: NonNullable<unknown> }} Checkout_Terms_Financing_TotalInputs */
/** @typedef {{ each: NonNullable<unknown> }} Checkout_Terms_Rental_AtInputs */
/** @typedef {{}} Checkout_Terms_RentalInputs */
/** @typedef {{ each: NonNullable<unknown> }} Checkout_Terms_Subscription_AtInputs */
/** @typedef {{}} Checkout_Terms_SubscriptionInputs */
/** @typedef {{ months: NonNullable<unknown> }} Checkout_Terms_MinimumInputs */
/** @typedef {{}} Checkout_Terms_Month_To_MonthInputs */
/** @typedef {{}} Checkout_Agreement_Held_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Held_TextInputs */
/** @typedef {{}} Checkout_Agreement_Financing_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Financing_TextInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Checkout_Agreement_LineInputs */
/** @typedef {{}} Checkout_Agreement_ChargesInputs */
/** @typedef {{ version: NonNullable<unknown> }} Checkout_Agreement_Returns_TitleInputs */
/** @typedef {{}} Checkout_Signature_LabelInputs */
/** @typedef {{}} Checkout_Signature_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Checkout_Signature_MismatchInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Order_HeadingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Checkout_Placed_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, delivery: NonNullable<unknown> }} Checkout_Placed_On_DeliveryInputs */
/** @typedef {{}} Checkout_SigningInputs */
/** @typedef {{}} Checkout_Sign_AgreementInputs */
/** @typedef {{}} Checkout_Unsigned_TitleInputs */
/** @typedef {{}} Checkout_Loading_AgreementsInputs */
/** @typedef {{}} Checkout_Agreements_FailedInputs */
/** @typedef {{}} Checkout_Nothing_To_SignInputs */
/** @typedef {{}} Checkout_All_SignedInputs */
/** @typedef {{}} Checkout_Due_TodayInputs */
/** @typedef {{}} Checkout_Then_MonthlyInputs */
/** @typedef {{}} Checkout_Lines_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Amount_TodayInputs */
/** @typedef {{}} Checkout_Where_DeliverInputs */
/** @typedef {{}} Checkout_Receipt_AddressInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Switch_CityInputs */
/** @typedef {{}} Checkout_Checking_AddressInputs */
/** @typedef {{}} Checkout_Checking_DeliveryInputs */
/** @typedef {{}} Checkout_Deliver_HereInputs */
/** @typedef {{}} Checkout_Add_New_AddressInputs */
/** @typedef {{}} Checkout_New_AddressInputs */
/** @typedef {{}} Checkout_Save_DeliverInputs */
/** @typedef {{}} Checkout_Sign_HeadingInputs */
/** @typedef {{}} Checkout_Sign_IntroInputs */
/** @typedef {{}} Checkout_Sign_ContinueInputs */
/** @typedef {{}} Checkout_Back_To_DeliveryInputs */
/** @typedef {{}} Checkout_LoadingInputs */
/** @typedef {{}} Checkout_Start_FailedInputs */
/** @typedef {{}} Checkout_Placed_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Placed_TextInputs */
/** @typedef {{}} Checkout_Payment_HeadingInputs */
/** @typedef {{}} Checkout_Pay_WithInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown>, expiry: NonNullable<unknown> }} Checkout_Saved_CardInputs */
/** @typedef {{}} Checkout_New_CardInputs */
/** @typedef {{}} Checkout_Card_PrivateInputs */
/** @typedef {{}} Checkout_Name_On_CardInputs */
/** @typedef {{}} Checkout_Card_NumberInputs */
/** @typedef {{}} Checkout_ExpiryInputs */
/** @typedef {{}} Checkout_Expiry_PlaceholderInputs */
/** @typedef {{}} Checkout_Security_CodeInputs */
/** @typedef {{}} Checkout_Save_CardInputs */
/** @typedef {{}} Checkout_Checking_CardInputs */
/** @typedef {{}} Checkout_Review_OrderInputs */
/** @typedef {{}} Checkout_Back_To_AgreementInputs */
/** @typedef {{}} Checkout_Pickup_TitleInputs */
/** @typedef {{}} Checkout_Warehouse_NameInputs */
/** @typedef {{}} Checkout_Warehouse_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Checkout_Pickup_BringInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Checkout_Card_EndingInputs */
/** @typedef {{}} Checkout_No_CardInputs */
/** @typedef {{}} Checkout_Review_HeadingInputs */
/** @typedef {{}} Checkout_PricingInputs */
/** @typedef {{}} Checkout_Price_FailedInputs */
/** @typedef {{}} Checkout_Pick_Up_AtInputs */
/** @typedef {{}} Checkout_Your_AddressInputs */
/** @typedef {{}} Checkout_Deliver_ToInputs */
/** @typedef {{}} Checkout_Change_AddressInputs */
/** @typedef {{}} Checkout_WhenInputs */
/** @typedef {{}} Checkout_Change_DayInputs */
/** @typedef {{}} Checkout_Change_CardInputs */
/** @typedef {{ name: NonNullable<unknown> }} Checkout_Signed_ByInputs */
/** @typedef {{}} Checkout_Not_ConfirmedInputs */
/** @typedef {{}} Checkout_Never_TwiceInputs */
/** @typedef {{}} Checkout_Back_To_ReviewInputs */
/** @typedef {{}} Checkout_PlacingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Place_OrderInputs */
/** @typedef {{}} Checkout_When_PickupInputs */
/** @typedef {{}} Checkout_When_DeliverInputs */
/** @typedef {{}} Checkout_Loading_DaysInputs */
/** @typedef {{}} Checkout_Days_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Checkout_Days_HintInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Checkout_Days_ErrorInputs */
/** @typedef {{}} Checkout_Pickup_DayInputs */
/** @typedef {{}} Checkout_Delivery_DayInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Pickup_WindowInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Time_WindowInputs */
/** @typedef {{}} Checkout_ContinueInputs */
/** @typedef {{}} Checkout_Back_To_AddressInputs */
/** @typedef {{ messages: NonNullable<unknown> }} Checkout_Check_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, messages: NonNullable<unknown> }} Checkout_Check_FieldsInputs */
/** @typedef {{}} Checkout_Window_MorningInputs */
/** @typedef {{}} Checkout_Window_AfternoonInputs */
/** @typedef {{}} Checkout_Window_EveningInputs */
/** @typedef {{}} Checkout_Window_AnytimeInputs */
/** @typedef {{}} Checkout_Window_PickupInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown> }} Checkout_Line_FinancingInputs */
/** @typedef {{}} Checkout_Line_SubscriptionInputs */
/** @typedef {{}} Checkout_Line_RentalInputs */
/** @typedef {{}} Checkout_Line_BoughtInputs */
/** @typedef {{}} Checkout_Loading_OrderInputs */
/** @typedef {{}} Checkout_Order_FailedInputs */
/** @typedef {{}} Checkout_Order_Not_FoundInputs */
/** @typedef {{}} Checkout_Go_To_AccountInputs */
/** @typedef {{}} Checkout_Order_SafeInputs */
/** @typedef {{}} Checkout_Other_AccountInputs */
/** @typedef {{}} Checkout_Success_TitleInputs */
/** @typedef {{}} Checkout_Order_Number_LabelInputs */
/** @typedef {{ email: NonNullable<unknown> }} Checkout_Receipt_SentInputs */
/** @typedef {{}} Checkout_Pickup_At_BeforeInputs */
/** @typedef {{}} Checkout_Pickup_OnInputs */
/** @typedef {{}} Checkout_Pickup_AfterInputs */
/** @typedef {{}} Checkout_Delivery_OnInputs */
/** @typedef {{ address: NonNullable<unknown> }} Checkout_Delivery_To_AddressInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Checkout_UnitInputs */
/** @typedef {{}} Checkout_Agreement_UnsignedInputs */
/** @typedef {{}} Checkout_Read_And_SignInputs */
/** @typedef {{}} Checkout_Before_DeliveryInputs */
/** @typedef {{}} Checkout_ItemsInputs */
/** @typedef {{}} Checkout_RetailInputs */
/** @typedef {{}} Checkout_Sold_OffInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Checkout_QuantityInputs */
/** @typedef {{}} Checkout_TotalsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Monthly_AfterInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Checkout_Charged_ToInputs */
/** @typedef {{}} Checkout_View_ReceiptInputs */
/** @typedef {{}} Checkout_See_OrdersInputs */
/** @typedef {{}} Checkout_Keep_ShoppingInputs */
/** @typedef {{}} Checkout_An_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, error: NonNullable<unknown> }} Checkout_Line_ProblemInputs */
/** @typedef {{}} Checkout_Problem_UnreachableInputs */
/** @typedef {{}} Checkout_Problem_UnknownInputs */
/** @typedef {{}} Checkout_Problem_Choose_DayInputs */
/** @typedef {{}} Checkout_Problem_Choose_CardInputs */
/** @typedef {{}} Checkout_Problem_Enter_CardInputs */
/** @typedef {{}} Checkout_Problem_Card_NameInputs */
/** @typedef {{}} Checkout_Problem_Card_NumberInputs */
/** @typedef {{}} Checkout_Problem_Card_ExpiryInputs */
/** @typedef {{}} Checkout_Problem_Card_CvcInputs */
/** @typedef {{}} Checkout_Problem_First_NameInputs */
/** @typedef {{}} Checkout_Problem_Last_NameInputs */
/** @typedef {{}} Checkout_Problem_StreetInputs */
/** @typedef {{}} Checkout_Problem_CityInputs */
/** @typedef {{}} Checkout_Problem_ProvinceInputs */
/** @typedef {{}} Checkout_Problem_Postal_CodeInputs */
/** @typedef {{}} Checkout_Problem_Postal_FormatInputs */
/** @typedef {{ letter: NonNullable<unknown>, provinces: NonNullable<unknown> }} Checkout_Problem_Postal_ProvinceInputs */
/** @typedef {{}} Checkout_Problem_PhoneInputs */
/** @typedef {{}} Checkout_Problem_FloorInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Checkout_Area_RefusedInputs */
/** @typedef {{ refused: NonNullable<unknown> }} Checkout_Area_NoneInputs */
/** @typedef {{ refused: NonNullable<unknown>, names: NonNullable<unknown> }} Checkout_Area_OneInputs */
/** @typedef {{ refused: NonNullable<unknown>, names: NonNullable<unknown> }} Checkout_Area_OtherInputs */
/** @typedef {{}} Checkout_Province_AbInputs */
/** @typedef {{}} Checkout_Province_BcInputs */
/** @typedef {{}} Checkout_Province_MbInputs */
/** @typedef {{}} Checkout_Province_NbInputs */
/** @typedef {{}} Checkout_Province_NlInputs */
/** @typedef {{}} Checkout_Province_NsInputs */
/** @typedef {{}} Checkout_Province_NtInputs */
/** @typedef {{}} Checkout_Province_NuInputs */
/** @typedef {{}} Checkout_Province_OnInputs */
/** @typedef {{}} Checkout_Province_PeInputs */
/** @typedef {{}} Checkout_Province_QcInputs */
/** @typedef {{}} Checkout_Province_SkInputs */
/** @typedef {{}} Checkout_Province_YtInputs */
/** @typedef {{}} Checkout_Language_SwitchInputs */
/** @typedef {{}} Checkout_Language_CodeInputs */
/** @typedef {{}} Auth_Something_WrongInputs */
/** @typedef {{}} Auth_Seconds_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Seconds_OtherInputs */
/** @typedef {{}} Auth_Minutes_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Minutes_OtherInputs */
/** @typedef {{}} Auth_Hours_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Hours_OtherInputs */
/** @typedef {{}} Auth_Invalid_CredentialsInputs */
/** @typedef {{}} Auth_Password_Too_CommonInputs */
/** @typedef {{}} Auth_Session_EndedInputs */
/** @typedef {{}} Auth_No_AuthInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Auth_Too_Many_WaitInputs */
/** @typedef {{}} Auth_Too_ManyInputs */
/** @typedef {{}} Auth_Invalid_LinkInputs */
/** @typedef {{}} Auth_Enter_EmailInputs */
/** @typedef {{}} Auth_Valid_EmailInputs */
/** @typedef {{}} Auth_Enter_PasswordInputs */
/** @typedef {{}} Auth_Enter_New_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_MinInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_MaxInputs */
/** @typedef {{}} Auth_Enter_AgainInputs */
/** @typedef {{}} Auth_No_MatchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Sign_InInputs */
/** @typedef {{}} Auth_Login_IntroInputs */
/** @typedef {{}} Auth_New_To_PivotInputs */
/** @typedef {{}} Auth_Create_An_AccountInputs */
/** @typedef {{}} Auth_EmailInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
/** @typedef {{}} Auth_Signed_In_MomentInputs */
/** @typedef {{}} Auth_Signing_InInputs */
/** @typedef {{}} Auth_Signup_IntroInputs */
/** @typedef {{}} Auth_Have_AccountInputs */
/** @typedef {{}} Auth_Friend_SentInputs */
/** @typedef {{}} Auth_Friend_TextInputs */
/** @typedef {{}} Auth_Confirm_PasswordInputs */
/** @typedef {{}} Auth_Account_Created_MomentInputs */
/** @typedef {{}} Auth_Creating_AccountInputs */
/** @typedef {{}} Auth_Create_AccountInputs */
/** @typedef {{}} Auth_Reset_SentInputs */
/** @typedef {{}} Auth_RememberedInputs */
/** @typedef {{}} Auth_Back_To_Sign_InInputs */
/** @typedef {{}} Auth_Check_EmailInputs */
/** @typedef {{}} Auth_We_UsedInputs */
/** @typedef {{}} Auth_Nothing_AfterInputs */
/** @typedef {{}} Auth_Send_AnotherInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_Reset_IntroInputs */
/** @typedef {{}} Auth_Sending_LinkInputs */
/** @typedef {{}} Auth_Send_LinkInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Continue_WithInputs */
/** @typedef {{}} Auth_Signing_You_InInputs */
/** @typedef {{ label: NonNullable<unknown> }} Auth_WorkingInputs */
/** @typedef {{}} Auth_Finish_TitleInputs */
/** @typedef {{}} Auth_Link_Expired_StartInputs */
/** @typedef {{}} Auth_Link_Expired_Sign_InInputs */
/** @typedef {{}} Auth_Go_To_Sign_InInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_No_Email_SharedInputs */
/** @typedef {{}} Auth_ContinueInputs */
/** @typedef {{}} Auth_Link_TitleInputs */
/** @typedef {{}} Auth_Already_HasInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Link_ProviderInputs */
/** @typedef {{}} Auth_Link_TwoInputs */
/** @typedef {{}} Auth_Not_Your_AccountInputs */
/** @typedef {{}} Auth_Sign_In_Another_WayInputs */
/** @typedef {{}} Auth_Account_To_LinkInputs */
/** @typedef {{}} Auth_LinkingInputs */
/** @typedef {{}} Auth_Link_And_Sign_InInputs */
/** @typedef {{}} Auth_Device_TitleInputs */
/** @typedef {{}} Auth_Device_Intro_Signed_OutInputs */
/** @typedef {{}} Auth_Device_Make_BeforeInputs */
/** @typedef {{}} Auth_Device_YouInputs */
/** @typedef {{}} Auth_Device_Make_AfterInputs */
/** @typedef {{}} Auth_Your_LinkInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Auth_Link_HintInputs */
/** @typedef {{}} Auth_CopiedInputs */
/** @typedef {{}} Auth_Copy_LinkInputs */
/** @typedef {{}} Auth_New_LinkInputs */
/** @typedef {{}} Auth_Link_CopiedInputs */
/** @typedef {{}} Auth_Making_LinkInputs */
/** @typedef {{}} Auth_Make_LinkInputs */
/** @typedef {{}} Auth_RenewingInputs */
/** @typedef {{}} Auth_Send_FailedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Link_On_WayInputs */
/** @typedef {{}} Auth_Send_AgainInputs */
/** @typedef {{}} Auth_New_Password_TitleInputs */
/** @typedef {{}} Auth_Password_ChangedInputs */
/** @typedef {{}} Auth_Password_Changed_TextInputs */
/** @typedef {{}} Auth_Go_To_AccountInputs */
/** @typedef {{}} Auth_Continue_ShoppingInputs */
/** @typedef {{}} Auth_Link_No_LongerInputs */
/** @typedef {{}} Auth_Send_New_LinkInputs */
/** @typedef {{}} Auth_New_Password_IntroInputs */
/** @typedef {{}} Auth_Link_Not_WorkingInputs */
/** @typedef {{}} Auth_Ask_NewInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{}} Auth_Confirm_New_PasswordInputs */
/** @typedef {{}} Auth_Saving_PasswordInputs */
/** @typedef {{}} Auth_Save_PasswordInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Social_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Social_FailedInputs */
/** @typedef {{}} Auth_Temp_TitleInputs */
/** @typedef {{}} Auth_Sign_In_PasswordInputs */
/** @typedef {{}} Auth_Signed_In_TitleInputs */
/** @typedef {{}} Auth_Device_Signed_In_AsInputs */
/** @typedef {{}} Auth_Device_Signed_InInputs */
/** @typedef {{}} Auth_Link_DoneInputs */
/** @typedef {{}} Auth_Confirm_EmailInputs */
/** @typedef {{}} Auth_Email_ConfirmedInputs */
/** @typedef {{}} Auth_Email_Confirmed_TextInputs */
/** @typedef {{}} Auth_Confirming_EmailInputs */
/** @typedef {{}} Auth_My_AccountInputs */
/** @typedef {{}} Auth_Signed_In_AsInputs */
/** @typedef {{}} Auth_You_Are_Signed_InInputs */
/** @typedef {{}} Auth_Account_PagesInputs */
/** @typedef {{}} Auth_ProfileInputs */
/** @typedef {{}} Auth_Profile_TextInputs */
/** @typedef {{}} Auth_AddressInputs */
/** @typedef {{}} Auth_Address_TextInputs */
/** @typedef {{}} Auth_ReceiptsInputs */
/** @typedef {{}} Auth_Receipts_TextInputs */
/** @typedef {{}} Auth_Signing_OutInputs */
/** @typedef {{}} Auth_Sign_OutInputs */
/** @typedef {{}} Auth_Sign_In_AgainInputs */
import * as __en from "./en.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name = /** @type {((inputs?: Shell_Language_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_name(inputs)
	return __en.shell_language_name(inputs)
});
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label = /** @type {((inputs?: Shell_Language_Switch_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_Switch_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_switch_label(inputs)
	return __en.shell_language_switch_label(inputs)
});
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint = /** @type {((inputs?: Shell_Language_Switch_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_Switch_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_switch_hint(inputs)
	return __en.shell_language_switch_hint(inputs)
});
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty = /** @type {((inputs?: Shell_Cart_Label_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Label_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_label_empty(inputs)
	return __en.shell_cart_label_empty(inputs)
});
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
export const shell_cart_label = /** @type {((inputs: Shell_Cart_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_label(inputs)
	return __en.shell_cart_label(inputs)
});
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop = /** @type {((inputs?: Shell_Footer_ShopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_ShopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_shop(inputs)
	return __en.shell_footer_shop(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help = /** @type {((inputs?: Shell_Footer_HelpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_HelpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_help(inputs)
	return __en.shell_footer_help(inputs)
});
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq = /** @type {((inputs?: Shell_Footer_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_faq(inputs)
	return __en.shell_footer_faq(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact = /** @type {((inputs?: Shell_Footer_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_contact(inputs)
	return __en.shell_footer_contact(inputs)
});
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches = /** @type {((inputs?: Shell_Footer_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_swatches(inputs)
	return __en.shell_footer_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit = /** @type {((inputs?: Shell_Footer_Cover_KitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Cover_KitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_cover_kit(inputs)
	return __en.shell_footer_cover_kit(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company = /** @type {((inputs?: Shell_Footer_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_company(inputs)
	return __en.shell_footer_company(inputs)
});
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach = /** @type {((inputs?: Shell_Footer_Our_ApproachInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Our_ApproachInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_our_approach(inputs)
	return __en.shell_footer_our_approach(inputs)
});
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements = /** @type {((inputs?: Shell_Footer_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_agreements(inputs)
	return __en.shell_footer_agreements(inputs)
});
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers = /** @type {((inputs?: Shell_Footer_CareersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CareersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_careers(inputs)
	return __en.shell_footer_careers(inputs)
});
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site = /** @type {((inputs?: Shell_Footer_External_SiteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_External_SiteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_external_site(inputs)
	return __en.shell_footer_external_site(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account = /** @type {((inputs?: Shell_Footer_Your_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Your_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_your_account(inputs)
	return __en.shell_footer_your_account(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account = /** @type {((inputs?: Shell_Footer_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_my_account(inputs)
	return __en.shell_footer_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account = /** @type {((inputs?: Shell_Footer_Create_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Create_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_create_account(inputs)
	return __en.shell_footer_create_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in = /** @type {((inputs?: Shell_Footer_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_sign_in(inputs)
	return __en.shell_footer_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies = /** @type {((inputs?: Shell_Footer_PoliciesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_PoliciesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_policies(inputs)
	return __en.shell_footer_policies(inputs)
});
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy = /** @type {((inputs?: Shell_Footer_PrivacyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_PrivacyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_privacy(inputs)
	return __en.shell_footer_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms = /** @type {((inputs?: Shell_Footer_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_terms(inputs)
	return __en.shell_footer_terms(inputs)
});
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy = /** @type {((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_liquidation_policy(inputs)
	return __en.shell_footer_liquidation_policy(inputs)
});
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright = /** @type {((inputs?: Shell_Footer_CopyrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CopyrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_copyright(inputs)
	return __en.shell_footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social = /** @type {((inputs?: Shell_Footer_SocialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_SocialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_social(inputs)
	return __en.shell_footer_social(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language = /** @type {((inputs?: Shell_Footer_LanguageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_LanguageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_language(inputs)
	return __en.shell_footer_language(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home = /** @type {((inputs?: Shell_Header_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Header_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_header_home(inputs)
	return __en.shell_header_home(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title = /** @type {((inputs?: Shell_Menu_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_title(inputs)
	return __en.shell_menu_title(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close = /** @type {((inputs?: Shell_Menu_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_close(inputs)
	return __en.shell_menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main = /** @type {((inputs?: Shell_Menu_MainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_MainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_main(inputs)
	return __en.shell_menu_main(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account = /** @type {((inputs?: Shell_Menu_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_my_account(inputs)
	return __en.shell_menu_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in = /** @type {((inputs?: Shell_Menu_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_sign_in(inputs)
	return __en.shell_menu_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq = /** @type {((inputs?: Shell_Menu_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_faq(inputs)
	return __en.shell_menu_faq(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact = /** @type {((inputs?: Shell_Menu_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_contact(inputs)
	return __en.shell_menu_contact(inputs)
});
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out = /** @type {((inputs?: Shell_Menu_Sign_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_Sign_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_sign_out(inputs)
	return __en.shell_menu_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back = /** @type {((inputs?: Shell_Menu_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_back(inputs)
	return __en.shell_menu_back(inputs)
});
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all = /** @type {((inputs: Shell_Menu_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_all(inputs)
	return __en.shell_menu_all(inputs)
});
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge = /** @type {((inputs?: Shell_Sale_BadgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sale_BadgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_sale_badge(inputs)
	return __en.shell_sale_badge(inputs)
});
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand = /** @type {((inputs?: Shell_BrandInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BrandInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_brand(inputs)
	return __en.shell_brand(inputs)
});
/**
* | output |
* | --- |
* | "Hi, {name}" |
*
* @param {Shell_Account_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_greeting = /** @type {((inputs: Shell_Account_GreetingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_GreetingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_greeting(inputs)
	return __en.shell_account_greeting(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_my_account = /** @type {((inputs?: Shell_Account_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_my_account(inputs)
	return __en.shell_account_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Account_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_sign_in = /** @type {((inputs?: Shell_Account_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_sign_in(inputs)
	return __en.shell_account_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Added to your cart" |
*
* @param {Shell_Cart_Popup_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_added = /** @type {((inputs?: Shell_Cart_Popup_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_added(inputs)
	return __en.shell_cart_popup_added(inputs)
});
/**
* | output |
* | --- |
* | "Not added to your cart" |
*
* @param {Shell_Cart_Popup_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_not_added = /** @type {((inputs?: Shell_Cart_Popup_Not_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Not_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_not_added(inputs)
	return __en.shell_cart_popup_not_added(inputs)
});
/**
* | output |
* | --- |
* | "Cart cleared" |
*
* @param {Shell_Cart_Popup_ClearedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared = /** @type {((inputs?: Shell_Cart_Popup_ClearedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_ClearedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_cleared(inputs)
	return __en.shell_cart_popup_cleared(inputs)
});
/**
* | output |
* | --- |
* | "Your cart and return cart are now empty." |
*
* @param {Shell_Cart_Popup_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared_text = /** @type {((inputs?: Shell_Cart_Popup_Cleared_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Cleared_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_cleared_text(inputs)
	return __en.shell_cart_popup_cleared_text(inputs)
});
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Shell_Cart_Popup_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_add_error = /** @type {((inputs?: Shell_Cart_Popup_Add_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Add_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_add_error(inputs)
	return __en.shell_cart_popup_add_error(inputs)
});
/**
* | output |
* | --- |
* | "{name}." |
*
* @param {Shell_Cart_Popup_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_item = /** @type {((inputs: Shell_Cart_Popup_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_item(inputs)
	return __en.shell_cart_popup_item(inputs)
});
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
export const shell_cart_popup_count = /** @type {((inputs: Shell_Cart_Popup_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_count(inputs)
	return __en.shell_cart_popup_count(inputs)
});
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Shell_Cart_Popup_View_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_view_cart = /** @type {((inputs?: Shell_Cart_Popup_View_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_View_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_view_cart(inputs)
	return __en.shell_cart_popup_view_cart(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shell_Cart_Popup_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_checkout = /** @type {((inputs?: Shell_Cart_Popup_CheckoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_CheckoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_checkout(inputs)
	return __en.shell_cart_popup_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Shop by category" |
*
* @param {Shell_Category_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_category_menu_label = /** @type {((inputs?: Shell_Category_Menu_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Category_Menu_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_category_menu_label(inputs)
	return __en.shell_category_menu_label(inputs)
});
/**
* | output |
* | --- |
* | "Final liquidation sale: 85% off everything." |
*
* @param {Shell_Liquidation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_title = /** @type {((inputs?: Shell_Liquidation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_title(inputs)
	return __en.shell_liquidation_title(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, from our warehouse in Mississauga, Ontario." |
*
* @param {Shell_Liquidation_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_pickup = /** @type {((inputs?: Shell_Liquidation_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_pickup(inputs)
	return __en.shell_liquidation_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Read the sale policy" |
*
* @param {Shell_Liquidation_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_policy_link = /** @type {((inputs?: Shell_Liquidation_Policy_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_Policy_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_policy_link(inputs)
	return __en.shell_liquidation_policy_link(inputs)
});
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Shell_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_title = /** @type {((inputs?: Shell_Location_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_title(inputs)
	return __en.shell_location_title(inputs)
});
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from our {city} depot, so there is no city to choose." |
*
* @param {Shell_Location_Pinned_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_city = /** @type {((inputs: Shell_Location_Pinned_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_city(inputs)
	return __en.shell_location_pinned_city(inputs)
});
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from one depot." |
*
* @param {Shell_Location_PinnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned = /** @type {((inputs?: Shell_Location_PinnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_PinnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned(inputs)
	return __en.shell_location_pinned(inputs)
});
/**
* | output |
* | --- |
* | "Shop from {city}" |
*
* @param {Shell_Location_Shop_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_shop_from = /** @type {((inputs: Shell_Location_Shop_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Shop_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_shop_from(inputs)
	return __en.shell_location_shop_from(inputs)
});
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Shell_Location_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_continue = /** @type {((inputs?: Shell_Location_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_continue(inputs)
	return __en.shell_location_continue(inputs)
});
/**
* | output |
* | --- |
* | "Prices and availability are those of the {city}, {province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_city = /** @type {((inputs: Shell_Location_Pinned_Prices_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_Prices_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_prices_city(inputs)
	return __en.shell_location_pinned_prices_city(inputs)
});
/**
* | output |
* | --- |
* | "Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_default = /** @type {((inputs?: Shell_Location_Pinned_Prices_DefaultInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_Prices_DefaultInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_prices_default(inputs)
	return __en.shell_location_pinned_prices_default(inputs)
});
/**
* | output |
* | --- |
* | "We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours." |
*
* @param {Shell_Location_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_description = /** @type {((inputs?: Shell_Location_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_description(inputs)
	return __en.shell_location_description(inputs)
});
/**
* | output |
* | --- |
* | "You are shopping in {city}, {province}." |
*
* @param {Shell_Location_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_current = /** @type {((inputs: Shell_Location_CurrentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_CurrentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_current(inputs)
	return __en.shell_location_current(inputs)
});
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Shell_Location_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_select_city = /** @type {((inputs?: Shell_Location_Select_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Select_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_select_city(inputs)
	return __en.shell_location_select_city(inputs)
});
/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Shell_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_button = /** @type {((inputs?: Shell_Location_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_button(inputs)
	return __en.shell_location_button(inputs)
});
/**
* | output |
* | --- |
* | "We can't find the page you're looking for" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title = /** @type {((inputs?: Shell_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_title(inputs)
	return __en.shell_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_page_title = /** @type {((inputs?: Shell_Not_Found_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_page_title(inputs)
	return __en.shell_not_found_page_title(inputs)
});
/**
* | output |
* | --- |
* | "The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping." |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text = /** @type {((inputs?: Shell_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_text(inputs)
	return __en.shell_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Rooms to shop" |
*
* @param {Shell_Not_Found_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_rooms = /** @type {((inputs?: Shell_Not_Found_RoomsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_RoomsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_rooms(inputs)
	return __en.shell_not_found_rooms(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link = /** @type {((inputs?: Shell_Home_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Home_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_home_link(inputs)
	return __en.shell_home_link(inputs)
});
/**
* | output |
* | --- |
* | "85% off all furniture" |
*
* @param {Shell_Promo_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_sale = /** @type {((inputs?: Shell_Promo_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_sale(inputs)
	return __en.shell_promo_sale(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Shell_Promo_Made_In_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_made_in_canada = /** @type {((inputs?: Shell_Promo_Made_In_CanadaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_Made_In_CanadaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_made_in_canada(inputs)
	return __en.shell_promo_made_in_canada(inputs)
});
/**
* | output |
* | --- |
* | "Delivered and assembled by our own crew" |
*
* @param {Shell_Promo_Own_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_own_crew = /** @type {((inputs?: Shell_Promo_Own_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_Own_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_own_crew(inputs)
	return __en.shell_promo_own_crew(inputs)
});
/**
* | output |
* | --- |
* | "Billing Information Update Required! Click Here to Update." |
*
* @param {Shell_Billing_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_billing_alert = /** @type {((inputs?: Shell_Billing_AlertInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Billing_AlertInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_billing_alert(inputs)
	return __en.shell_billing_alert(inputs)
});
/**
* | output |
* | --- |
* | "Popular categories" |
*
* @param {Shell_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_links_label = /** @type {((inputs?: Shell_Quick_Links_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Links_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_links_label(inputs)
	return __en.shell_quick_links_label(inputs)
});
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Shell_Quick_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sofas = /** @type {((inputs?: Shell_Quick_SofasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_SofasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_sofas(inputs)
	return __en.shell_quick_sofas(inputs)
});
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Shell_Quick_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sectionals = /** @type {((inputs?: Shell_Quick_SectionalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_SectionalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_sectionals(inputs)
	return __en.shell_quick_sectionals(inputs)
});
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Shell_Quick_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_lounge_chairs = /** @type {((inputs?: Shell_Quick_Lounge_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Lounge_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_lounge_chairs(inputs)
	return __en.shell_quick_lounge_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Shell_Quick_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_loveseats = /** @type {((inputs?: Shell_Quick_LoveseatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_LoveseatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_loveseats(inputs)
	return __en.shell_quick_loveseats(inputs)
});
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Shell_Quick_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_coffee_tables = /** @type {((inputs?: Shell_Quick_Coffee_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Coffee_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_coffee_tables(inputs)
	return __en.shell_quick_coffee_tables(inputs)
});
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Shell_Quick_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_end_tables = /** @type {((inputs?: Shell_Quick_End_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_End_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_end_tables(inputs)
	return __en.shell_quick_end_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Shell_Quick_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_tables = /** @type {((inputs?: Shell_Quick_Dining_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Dining_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_dining_tables(inputs)
	return __en.shell_quick_dining_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Shell_Quick_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_chairs = /** @type {((inputs?: Shell_Quick_Dining_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Dining_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_dining_chairs(inputs)
	return __en.shell_quick_dining_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Shell_Quick_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_beds = /** @type {((inputs?: Shell_Quick_BedsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_BedsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_beds(inputs)
	return __en.shell_quick_beds(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search = /** @type {((inputs?: Shell_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search(inputs)
	return __en.shell_search(inputs)
});
/**
* | output |
* | --- |
* | "Close search" |
*
* @param {Shell_Search_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_close = /** @type {((inputs?: Shell_Search_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search_close(inputs)
	return __en.shell_search_close(inputs)
});
/**
* | output |
* | --- |
* | "Press Enter to see results." |
*
* @param {Shell_Search_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_hint = /** @type {((inputs?: Shell_Search_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search_hint(inputs)
	return __en.shell_search_hint(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_title = /** @type {((inputs?: Shell_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_title(inputs)
	return __en.shell_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment." |
*
* @param {Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text = /** @type {((inputs?: Shell_Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_text(inputs)
	return __en.shell_error_text(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing." |
*
* @param {Shell_Error_Text_UnreportedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text_unreported = /** @type {((inputs?: Shell_Error_Text_UnreportedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_Text_UnreportedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_text_unreported(inputs)
	return __en.shell_error_text_unreported(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_retry = /** @type {((inputs?: Shell_Error_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_retry(inputs)
	return __en.shell_error_retry(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Shell_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back = /** @type {((inputs?: Shell_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back(inputs)
	return __en.shell_back(inputs)
});
/**
* | output |
* | --- |
* | "Back to Address" |
*
* @param {Shell_Back_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_address = /** @type {((inputs?: Shell_Back_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_address(inputs)
	return __en.shell_back_address(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Products" |
*
* @param {Shell_Back_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_products = /** @type {((inputs?: Shell_Back_My_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_My_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_my_products(inputs)
	return __en.shell_back_my_products(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Shell_Back_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_account = /** @type {((inputs?: Shell_Back_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_my_account(inputs)
	return __en.shell_back_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Browser not supported" |
*
* @param {Shell_Unsupported_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_page_title = /** @type {((inputs?: Shell_Unsupported_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_page_title(inputs)
	return __en.shell_unsupported_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Please update your browser" |
*
* @param {Shell_Unsupported_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_heading = /** @type {((inputs?: Shell_Unsupported_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_heading(inputs)
	return __en.shell_unsupported_heading(inputs)
});
/**
* | output |
* | --- |
* | "We apologize our site does not support your browser." |
*
* @param {Shell_Unsupported_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_text = /** @type {((inputs?: Shell_Unsupported_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_text(inputs)
	return __en.shell_unsupported_text(inputs)
});
/**
* | output |
* | --- |
* | "Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:" |
*
* @param {Shell_Unsupported_FeaturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_features = /** @type {((inputs?: Shell_Unsupported_FeaturesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_FeaturesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_features(inputs)
	return __en.shell_unsupported_features(inputs)
});
/**
* | output |
* | --- |
* | "If you would rather shop by phone, our customer care team can help at" |
*
* @param {Shell_Unsupported_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_phone = /** @type {((inputs?: Shell_Unsupported_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_phone(inputs)
	return __en.shell_unsupported_phone(inputs)
});
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Shell_Version_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_title = /** @type {((inputs?: Shell_Version_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Version_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_version_title(inputs)
	return __en.shell_version_title(inputs)
});
/**
* | output |
* | --- |
* | "Release" |
*
* @param {Shell_Version_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_release = /** @type {((inputs?: Shell_Version_ReleaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Version_ReleaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_version_release(inputs)
	return __en.shell_version_release(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Shell_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ab = /** @type {((inputs?: Shell_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_ab(inputs)
	return __en.shell_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Shell_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_bc = /** @type {((inputs?: Shell_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_bc(inputs)
	return __en.shell_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Shell_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_mb = /** @type {((inputs?: Shell_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_mb(inputs)
	return __en.shell_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Shell_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nb = /** @type {((inputs?: Shell_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nb(inputs)
	return __en.shell_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Shell_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nl = /** @type {((inputs?: Shell_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nl(inputs)
	return __en.shell_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Shell_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ns = /** @type {((inputs?: Shell_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_ns(inputs)
	return __en.shell_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Shell_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nt = /** @type {((inputs?: Shell_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nt(inputs)
	return __en.shell_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Shell_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nu = /** @type {((inputs?: Shell_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nu(inputs)
	return __en.shell_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Shell_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_on = /** @type {((inputs?: Shell_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_on(inputs)
	return __en.shell_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Shell_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_pe = /** @type {((inputs?: Shell_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_pe(inputs)
	return __en.shell_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Shell_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_qc = /** @type {((inputs?: Shell_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_qc(inputs)
	return __en.shell_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Shell_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_sk = /** @type {((inputs?: Shell_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_sk(inputs)
	return __en.shell_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Shell_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_yt = /** @type {((inputs?: Shell_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_yt(inputs)
	return __en.shell_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_close = /** @type {((inputs?: Ui_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_close(inputs)
	return __en.ui_close(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss = /** @type {((inputs?: Ui_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_dismiss(inputs)
	return __en.ui_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notifications = /** @type {((inputs?: Ui_NotificationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_notifications(inputs)
	return __en.ui_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Notification" |
*
* @param {Ui_NotificationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notification = /** @type {((inputs?: Ui_NotificationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_notification(inputs)
	return __en.ui_notification(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading = /** @type {((inputs?: Ui_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_loading(inputs)
	return __en.ui_loading(inputs)
});
/**
* | output |
* | --- |
* | "Loading please wait..." |
*
* @param {Ui_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading_wait = /** @type {((inputs?: Ui_Loading_WaitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Loading_WaitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_loading_wait(inputs)
	return __en.ui_loading_wait(inputs)
});
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Ui_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_on_this_page = /** @type {((inputs?: Ui_On_This_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_On_This_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_on_this_page(inputs)
	return __en.ui_on_this_page(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Ui_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_breadcrumb = /** @type {((inputs?: Ui_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_breadcrumb(inputs)
	return __en.ui_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Ui_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_pages = /** @type {((inputs?: Ui_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_pages(inputs)
	return __en.ui_pages(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Ui_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_page = /** @type {((inputs?: Ui_Previous_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Previous_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous_page(inputs)
	return __en.ui_previous_page(inputs)
});
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Ui_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous = /** @type {((inputs?: Ui_PreviousInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_PreviousInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous(inputs)
	return __en.ui_previous(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Ui_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_page = /** @type {((inputs?: Ui_Next_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Next_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next_page(inputs)
	return __en.ui_next_page(inputs)
});
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next = /** @type {((inputs?: Ui_NextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next(inputs)
	return __en.ui_next(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Ui_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_page_number = /** @type {((inputs: Ui_Page_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Page_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_page_number(inputs)
	return __en.ui_page_number(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_try_again = /** @type {((inputs?: Ui_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_try_again(inputs)
	return __en.ui_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Ui_Previous_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_image = /** @type {((inputs?: Ui_Previous_ImageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Previous_ImageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous_image(inputs)
	return __en.ui_previous_image(inputs)
});
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Ui_Next_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_image = /** @type {((inputs?: Ui_Next_ImageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Next_ImageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next_image(inputs)
	return __en.ui_next_image(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ui_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_show = /** @type {((inputs?: Ui_Password_ShowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_ShowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_show(inputs)
	return __en.ui_password_show(inputs)
});
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Ui_Password_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_hide = /** @type {((inputs?: Ui_Password_HideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_HideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_hide(inputs)
	return __en.ui_password_hide(inputs)
});
/**
* | output |
* | --- |
* | "password" |
*
* @param {Ui_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_subject = /** @type {((inputs?: Ui_Password_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_subject(inputs)
	return __en.ui_password_subject(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Ui_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_final_sale = /** @type {((inputs?: Ui_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_final_sale(inputs)
	return __en.ui_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Ui_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_or_from = /** @type {((inputs?: Ui_Or_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Or_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_or_from(inputs)
	return __en.ui_or_from(inputs)
});
/**
* | output |
* | --- |
* | "More pictures" |
*
* @param {Ui_Gallery_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_more = /** @type {((inputs?: Ui_Gallery_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_more(inputs)
	return __en.ui_gallery_more(inputs)
});
/**
* | output |
* | --- |
* | "View {name} full screen" |
*
* @param {Ui_Gallery_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_full_screen = /** @type {((inputs: Ui_Gallery_Full_ScreenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_Full_ScreenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_full_screen(inputs)
	return __en.ui_gallery_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "View picture {number} of {total}: {name}" |
*
* @param {Ui_Gallery_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_picture = /** @type {((inputs: Ui_Gallery_PictureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_PictureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_picture(inputs)
	return __en.ui_gallery_picture(inputs)
});
/**
* | output |
* | --- |
* | "Play promotions" |
*
* @param {Ui_Promo_PlayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_play = /** @type {((inputs?: Ui_Promo_PlayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Promo_PlayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_promo_play(inputs)
	return __en.ui_promo_play(inputs)
});
/**
* | output |
* | --- |
* | "Pause promotions" |
*
* @param {Ui_Promo_PauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_pause = /** @type {((inputs?: Ui_Promo_PauseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Promo_PauseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_promo_pause(inputs)
	return __en.ui_promo_pause(inputs)
});
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Ui_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_rating = /** @type {((inputs: Ui_RatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_RatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_rating(inputs)
	return __en.ui_rating(inputs)
});
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
export const ui_stars = /** @type {((inputs: Ui_StarsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_StarsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_stars(inputs)
	return __en.ui_stars(inputs)
});
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
export const ui_reviews = /** @type {((inputs: Ui_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_reviews(inputs)
	return __en.ui_reviews(inputs)
});
/**
* | output |
* | --- |
* | "Search furniture" |
*
* @param {Ui_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_label = /** @type {((inputs?: Ui_Search_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_label(inputs)
	return __en.ui_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Sofas, oak, velvet…" |
*
* @param {Ui_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_placeholder = /** @type {((inputs?: Ui_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_placeholder(inputs)
	return __en.ui_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Ui_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_submit = /** @type {((inputs?: Ui_Search_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_submit(inputs)
	return __en.ui_search_submit(inputs)
});
/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Ui_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_unavailable = /** @type {((inputs?: Ui_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_unavailable(inputs)
	return __en.ui_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Ui_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_label = /** @type {((inputs?: Ui_Address_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_label(inputs)
	return __en.ui_address_label(inputs)
});
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Ui_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_first_name = /** @type {((inputs?: Ui_Address_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_first_name(inputs)
	return __en.ui_address_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Ui_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_last_name = /** @type {((inputs?: Ui_Address_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_last_name(inputs)
	return __en.ui_address_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Ui_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone = /** @type {((inputs?: Ui_Address_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_phone(inputs)
	return __en.ui_address_phone(inputs)
});
/**
* | output |
* | --- |
* | "For the delivery crew" |
*
* @param {Ui_Address_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone_hint = /** @type {((inputs?: Ui_Address_Phone_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Phone_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_phone_hint(inputs)
	return __en.ui_address_phone_hint(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Ui_Address_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_street = /** @type {((inputs?: Ui_Address_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_street(inputs)
	return __en.ui_address_street(inputs)
});
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Ui_Address_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_unit = /** @type {((inputs?: Ui_Address_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_unit(inputs)
	return __en.ui_address_unit(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Ui_Address_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_city = /** @type {((inputs?: Ui_Address_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_city(inputs)
	return __en.ui_address_city(inputs)
});
/**
* | output |
* | --- |
* | "Province" |
*
* @param {Ui_Address_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province = /** @type {((inputs?: Ui_Address_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_province(inputs)
	return __en.ui_address_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose a province" |
*
* @param {Ui_Address_Province_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province_placeholder = /** @type {((inputs?: Ui_Address_Province_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Province_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_province_placeholder(inputs)
	return __en.ui_address_province_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Ui_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code = /** @type {((inputs?: Ui_Address_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_postal_code(inputs)
	return __en.ui_address_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Like A1A 1A1" |
*
* @param {Ui_Address_Postal_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code_hint = /** @type {((inputs?: Ui_Address_Postal_Code_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Postal_Code_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_postal_code_hint(inputs)
	return __en.ui_address_postal_code_hint(inputs)
});
/**
* | output |
* | --- |
* | "Building type" |
*
* @param {Ui_Address_Building_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_building_type = /** @type {((inputs?: Ui_Address_Building_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Building_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_building_type(inputs)
	return __en.ui_address_building_type(inputs)
});
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Ui_Address_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_choose_one = /** @type {((inputs?: Ui_Address_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_choose_one(inputs)
	return __en.ui_address_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "House" |
*
* @param {Ui_Address_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_house = /** @type {((inputs?: Ui_Address_HouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_HouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_house(inputs)
	return __en.ui_address_house(inputs)
});
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Ui_Address_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_apartment = /** @type {((inputs?: Ui_Address_ApartmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ApartmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_apartment(inputs)
	return __en.ui_address_apartment(inputs)
});
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Ui_Address_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_condo = /** @type {((inputs?: Ui_Address_CondoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_CondoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_condo(inputs)
	return __en.ui_address_condo(inputs)
});
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Ui_Address_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_townhouse = /** @type {((inputs?: Ui_Address_TownhouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_TownhouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_townhouse(inputs)
	return __en.ui_address_townhouse(inputs)
});
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Ui_Address_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_office = /** @type {((inputs?: Ui_Address_OfficeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_OfficeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_office(inputs)
	return __en.ui_address_office(inputs)
});
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Ui_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_floor = /** @type {((inputs?: Ui_Address_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_floor(inputs)
	return __en.ui_address_floor(inputs)
});
/**
* | output |
* | --- |
* | "Buzzer" |
*
* @param {Ui_Address_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_buzzer = /** @type {((inputs?: Ui_Address_BuzzerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_BuzzerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_buzzer(inputs)
	return __en.ui_address_buzzer(inputs)
});
/**
* | output |
* | --- |
* | "Receiving hours" |
*
* @param {Ui_Address_Receiving_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours = /** @type {((inputs?: Ui_Address_Receiving_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Receiving_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_receiving_hours(inputs)
	return __en.ui_address_receiving_hours(inputs)
});
/**
* | output |
* | --- |
* | "When someone can let the crew in" |
*
* @param {Ui_Address_Receiving_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours_hint = /** @type {((inputs?: Ui_Address_Receiving_Hours_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Receiving_Hours_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_receiving_hours_hint(inputs)
	return __en.ui_address_receiving_hours_hint(inputs)
});
/**
* | output |
* | --- |
* | "Elevator access" |
*
* @param {Ui_Address_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_elevator = /** @type {((inputs?: Ui_Address_ElevatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ElevatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_elevator(inputs)
	return __en.ui_address_elevator(inputs)
});
/**
* | output |
* | --- |
* | "Loading dock door" |
*
* @param {Ui_Address_Dock_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_dock_door = /** @type {((inputs?: Ui_Address_Dock_DoorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Dock_DoorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_dock_door(inputs)
	return __en.ui_address_dock_door(inputs)
});
/**
* | output |
* | --- |
* | "Make this my main address" |
*
* @param {Ui_Address_PrimaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_primary = /** @type {((inputs?: Ui_Address_PrimaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_PrimaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_primary(inputs)
	return __en.ui_address_primary(inputs)
});
/**
* | output |
* | --- |
* | "Delivery instructions" |
*
* @param {Ui_Address_InstructionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_instructions = /** @type {((inputs?: Ui_Address_InstructionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_InstructionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_instructions(inputs)
	return __en.ui_address_instructions(inputs)
});
/**
* | output |
* | --- |
* | "Saving the address" |
*
* @param {Ui_Address_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_saving = /** @type {((inputs?: Ui_Address_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_saving(inputs)
	return __en.ui_address_saving(inputs)
});
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Ui_Card_ProcessorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_processor = /** @type {((inputs?: Ui_Card_ProcessorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ProcessorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_processor(inputs)
	return __en.ui_card_processor(inputs)
});
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Ui_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_name = /** @type {((inputs?: Ui_Card_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_name(inputs)
	return __en.ui_card_name(inputs)
});
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Ui_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_number = /** @type {((inputs?: Ui_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_number(inputs)
	return __en.ui_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Ui_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry = /** @type {((inputs?: Ui_Card_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_expiry(inputs)
	return __en.ui_card_expiry(inputs)
});
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Ui_Card_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry_placeholder = /** @type {((inputs?: Ui_Card_Expiry_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Expiry_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_expiry_placeholder(inputs)
	return __en.ui_card_expiry_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Ui_Card_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_security_code = /** @type {((inputs?: Ui_Card_Security_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Security_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_security_code(inputs)
	return __en.ui_card_security_code(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Cart_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_checkout = /** @type {((inputs?: Cart_CheckoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_CheckoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_checkout(inputs)
	return __en.cart_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Cart_Blocked_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_no_city = /** @type {((inputs?: Cart_Blocked_No_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_No_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_no_city(inputs)
	return __en.cart_blocked_no_city(inputs)
});
/**
* | output |
* | --- |
* | "Checking prices before checkout…" |
*
* @param {Cart_Blocked_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_updating = /** @type {((inputs?: Cart_Blocked_UpdatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_UpdatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_updating(inputs)
	return __en.cart_blocked_updating(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart: try again first" |
*
* @param {Cart_Blocked_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_failed = /** @type {((inputs?: Cart_Blocked_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_failed(inputs)
	return __en.cart_blocked_failed(inputs)
});
/**
* | output |
* | --- |
* | "Remove the items that can't be ordered first" |
*
* @param {Cart_Blocked_Line_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_line_errors = /** @type {((inputs?: Cart_Blocked_Line_ErrorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_Line_ErrorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_line_errors(inputs)
	return __en.cart_blocked_line_errors(inputs)
});
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Cart_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_page_title = /** @type {((inputs?: Cart_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_page_title(inputs)
	return __en.cart_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Cart_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_dismiss = /** @type {((inputs?: Cart_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_dismiss(inputs)
	return __en.cart_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "We could not read your saved cart, so it was emptied. Please add your items again." |
*
* @param {Cart_Discarded_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_discarded_notice = /** @type {((inputs?: Cart_Discarded_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Discarded_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_discarded_notice(inputs)
	return __en.cart_discarded_notice(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: this price buys the piece outright — no subscription, pickup only." |
*
* @param {Cart_Liquidation_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_liquidation_purchase = /** @type {((inputs?: Cart_Liquidation_PurchaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Liquidation_PurchaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_liquidation_purchase(inputs)
	return __en.cart_liquidation_purchase(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can price your cart with its delivery fee and taxes." |
*
* @param {Cart_City_Reason_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_reason_cart = /** @type {((inputs?: Cart_City_Reason_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_City_Reason_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_city_reason_cart(inputs)
	return __en.cart_city_reason_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_title = /** @type {((inputs?: Cart_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_title(inputs)
	return __en.cart_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Cart_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_browse_furniture = /** @type {((inputs?: Cart_Browse_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Browse_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_browse_furniture(inputs)
	return __en.cart_browse_furniture(inputs)
});
/**
* | output |
* | --- |
* | "Add furniture from any product page, and it will wait for you here." |
*
* @param {Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_text = /** @type {((inputs?: Cart_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_text(inputs)
	return __en.cart_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Add assembly" |
*
* @param {Cart_Add_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_assembly = /** @type {((inputs?: Cart_Add_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_assembly(inputs)
	return __en.cart_add_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery for {price}." |
*
* @param {Cart_Assembly_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint_price = /** @type {((inputs: Cart_Assembly_Hint_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Assembly_Hint_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_assembly_hint_price(inputs)
	return __en.cart_assembly_hint_price(inputs)
});
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery." |
*
* @param {Cart_Assembly_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint = /** @type {((inputs?: Cart_Assembly_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Assembly_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_assembly_hint(inputs)
	return __en.cart_assembly_hint(inputs)
});
/**
* | output |
* | --- |
* | "Updating prices…" |
*
* @param {Cart_Updating_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_updating_prices = /** @type {((inputs?: Cart_Updating_PricesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Updating_PricesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_updating_prices(inputs)
	return __en.cart_updating_prices(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart" |
*
* @param {Cart_Quote_Failed_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_cart = /** @type {((inputs?: Cart_Quote_Failed_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_cart(inputs)
	return __en.cart_quote_failed_cart(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart. Check your connection and try again." |
*
* @param {Cart_Quote_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_error = /** @type {((inputs?: Cart_Quote_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_error(inputs)
	return __en.cart_quote_error(inputs)
});
/**
* | output |
* | --- |
* | "Delivery date chosen: {date}" |
*
* @param {Cart_Delivery_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_delivery_chosen = /** @type {((inputs: Cart_Delivery_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Delivery_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_delivery_chosen(inputs)
	return __en.cart_delivery_chosen(inputs)
});
/**
* | output |
* | --- |
* | "Share cart" |
*
* @param {Cart_Share_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_cart = /** @type {((inputs?: Cart_Share_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_cart(inputs)
	return __en.cart_share_cart(inputs)
});
/**
* | output |
* | --- |
* | "Empty cart" |
*
* @param {Cart_Empty_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_cart = /** @type {((inputs?: Cart_Empty_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_cart(inputs)
	return __en.cart_empty_cart(inputs)
});
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Cart_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_lines_label = /** @type {((inputs?: Cart_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_lines_label(inputs)
	return __en.cart_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "{option}: {value}" |
*
* @param {Cart_Line_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_option = /** @type {((inputs: Cart_Line_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Line_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_line_option(inputs)
	return __en.cart_line_option(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover" |
*
* @param {Cart_Pivotcare_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label = /** @type {((inputs?: Cart_Pivotcare_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_label(inputs)
	return __en.cart_pivotcare_label(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover +{price}" |
*
* @param {Cart_Pivotcare_Label_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label_price = /** @type {((inputs: Cart_Pivotcare_Label_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_Label_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_label_price(inputs)
	return __en.cart_pivotcare_label_price(inputs)
});
/**
* | output |
* | --- |
* | "Covers accidental damage while the piece is with you." |
*
* @param {Cart_Pivotcare_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_hint = /** @type {((inputs?: Cart_Pivotcare_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_hint(inputs)
	return __en.cart_pivotcare_hint(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: no returns or exchanges." |
*
* @param {Cart_Line_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_final_sale = /** @type {((inputs?: Cart_Line_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Line_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_line_final_sale(inputs)
	return __en.cart_line_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Cart_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity = /** @type {((inputs?: Cart_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quantity(inputs)
	return __en.cart_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Cart_Quantity_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_count = /** @type {((inputs: Cart_Quantity_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quantity_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quantity_count(inputs)
	return __en.cart_quantity_count(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove = /** @type {((inputs?: Cart_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_remove(inputs)
	return __en.cart_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove_line = /** @type {((inputs: Cart_Remove_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Remove_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_remove_line(inputs)
	return __en.cart_remove_line(inputs)
});
/**
* | output |
* | --- |
* | "Monthly subscription" |
*
* @param {Cart_Way_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_subscription = /** @type {((inputs?: Cart_Way_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_subscription(inputs)
	return __en.cart_way_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Cart_Way_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_financing = /** @type {((inputs?: Cart_Way_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_financing(inputs)
	return __en.cart_way_financing(inputs)
});
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Cart_Way_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_rental = /** @type {((inputs?: Cart_Way_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_rental(inputs)
	return __en.cart_way_rental(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Cart_Way_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_buy = /** @type {((inputs?: Cart_Way_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_buy(inputs)
	return __en.cart_way_buy(inputs)
});
/**
* | output |
* | --- |
* | "Final sale, monthly" |
*
* @param {Cart_Way_Final_Sale_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale_monthly = /** @type {((inputs?: Cart_Way_Final_Sale_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_Final_Sale_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_final_sale_monthly(inputs)
	return __en.cart_way_final_sale_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Cart_Way_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale = /** @type {((inputs?: Cart_Way_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_final_sale(inputs)
	return __en.cart_way_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "{way}, {months}-month minimum" |
*
* @param {Cart_Way_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_minimum = /** @type {((inputs: Cart_Way_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_minimum(inputs)
	return __en.cart_way_minimum(inputs)
});
/**
* | output |
* | --- |
* | "{way}, {months} months" |
*
* @param {Cart_Way_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_months = /** @type {((inputs: Cart_Way_MonthsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_MonthsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_months(inputs)
	return __en.cart_way_months(inputs)
});
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount} · total {total}" |
*
* @param {Cart_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_financing = /** @type {((inputs: Cart_Terms_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_financing(inputs)
	return __en.cart_terms_financing(inputs)
});
/**
* | output |
* | --- |
* | "Yours after {payments} payments" |
*
* @param {Cart_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_subscription = /** @type {((inputs: Cart_Terms_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_subscription(inputs)
	return __en.cart_terms_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Cart_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_rental = /** @type {((inputs?: Cart_Terms_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_rental(inputs)
	return __en.cart_terms_rental(inputs)
});
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Cart_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_summary_title = /** @type {((inputs?: Cart_Summary_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Summary_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_summary_title(inputs)
	return __en.cart_summary_title(inputs)
});
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Cart_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_due_today = /** @type {((inputs?: Cart_Due_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Due_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_due_today(inputs)
	return __en.cart_due_today(inputs)
});
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Cart_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_then_monthly = /** @type {((inputs?: Cart_Then_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Then_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_then_monthly(inputs)
	return __en.cart_then_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Cart_Row_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_purchases = /** @type {((inputs?: Cart_Row_PurchasesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_PurchasesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_purchases(inputs)
	return __en.cart_row_purchases(inputs)
});
/**
* | output |
* | --- |
* | "First month of monthly items" |
*
* @param {Cart_Row_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_first_month = /** @type {((inputs?: Cart_Row_First_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_First_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_first_month(inputs)
	return __en.cart_row_first_month(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Cart_Row_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_pickup = /** @type {((inputs?: Cart_Row_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_pickup(inputs)
	return __en.cart_row_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Cart_Row_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_free = /** @type {((inputs?: Cart_Row_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_free(inputs)
	return __en.cart_row_free(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Cart_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_delivery = /** @type {((inputs?: Cart_Row_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_delivery(inputs)
	return __en.cart_row_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Cart_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_assembly = /** @type {((inputs?: Cart_Row_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_assembly(inputs)
	return __en.cart_row_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Cart_Row_Account_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_account_credit = /** @type {((inputs?: Cart_Row_Account_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Account_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_account_credit(inputs)
	return __en.cart_row_account_credit(inputs)
});
/**
* | output |
* | --- |
* | "Total due today" |
*
* @param {Cart_Row_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_total_today = /** @type {((inputs?: Cart_Row_Total_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Total_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_total_today(inputs)
	return __en.cart_row_total_today(inputs)
});
/**
* | output |
* | --- |
* | "Monthly items" |
*
* @param {Cart_Row_Monthly_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_monthly_items = /** @type {((inputs?: Cart_Row_Monthly_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Monthly_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_monthly_items(inputs)
	return __en.cart_row_monthly_items(inputs)
});
/**
* | output |
* | --- |
* | "Each month" |
*
* @param {Cart_Row_Each_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_each_month = /** @type {((inputs?: Cart_Row_Each_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Each_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_each_month(inputs)
	return __en.cart_row_each_month(inputs)
});
/**
* | output |
* | --- |
* | "GST" |
*
* @param {Cart_Tax_GstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_gst = /** @type {((inputs?: Cart_Tax_GstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_GstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_gst(inputs)
	return __en.cart_tax_gst(inputs)
});
/**
* | output |
* | --- |
* | "HST" |
*
* @param {Cart_Tax_HstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_hst = /** @type {((inputs?: Cart_Tax_HstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_HstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_hst(inputs)
	return __en.cart_tax_hst(inputs)
});
/**
* | output |
* | --- |
* | "QST" |
*
* @param {Cart_Tax_QstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_qst = /** @type {((inputs?: Cart_Tax_QstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_QstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_qst(inputs)
	return __en.cart_tax_qst(inputs)
});
/**
* | output |
* | --- |
* | "PST" |
*
* @param {Cart_Tax_PstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_pst = /** @type {((inputs?: Cart_Tax_PstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_PstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_pst(inputs)
	return __en.cart_tax_pst(inputs)
});
/**
* | output |
* | --- |
* | "RST" |
*
* @param {Cart_Tax_RstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rst = /** @type {((inputs?: Cart_Tax_RstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_RstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_rst(inputs)
	return __en.cart_tax_rst(inputs)
});
/**
* | output |
* | --- |
* | "{tax} {percent}%" |
*
* @param {Cart_Tax_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rate = /** @type {((inputs: Cart_Tax_RateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_RateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_rate(inputs)
	return __en.cart_tax_rate(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout." |
*
* @param {Cart_Pickup_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pickup_note = /** @type {((inputs: Cart_Pickup_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pickup_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pickup_note(inputs)
	return __en.cart_pickup_note(inputs)
});
/**
* | output |
* | --- |
* | "Estimated delivery: {from} to {to}" |
*
* @param {Cart_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_estimated_delivery = /** @type {((inputs: Cart_Estimated_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Estimated_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_estimated_delivery(inputs)
	return __en.cart_estimated_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Final sale items" |
*
* @param {Cart_Final_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_title = /** @type {((inputs?: Cart_Final_Sale_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Final_Sale_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_final_sale_title(inputs)
	return __en.cart_final_sale_title(inputs)
});
/**
* | output |
* | --- |
* | "Some items are final sale: they cannot be returned or exchanged." |
*
* @param {Cart_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_text = /** @type {((inputs?: Cart_Final_Sale_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Final_Sale_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_final_sale_text(inputs)
	return __en.cart_final_sale_text(inputs)
});
/**
* | output |
* | --- |
* | "{name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at th..." |
*
* @param {Cart_Sale_Notice_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_one = /** @type {((inputs: Cart_Sale_Notice_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_one(inputs)
	return __en.cart_sale_notice_one(inputs)
});
/**
* | output |
* | --- |
* | "{names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase ..." |
*
* @param {Cart_Sale_Notice_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_other = /** @type {((inputs: Cart_Sale_Notice_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_other(inputs)
	return __en.cart_sale_notice_other(inputs)
});
/**
* | output |
* | --- |
* | "An item" |
*
* @param {Cart_Sale_Notice_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_an_item = /** @type {((inputs?: Cart_Sale_Notice_An_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_An_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_an_item(inputs)
	return __en.cart_sale_notice_an_item(inputs)
});
/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Cart_List_AndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_list_and = /** @type {((inputs: Cart_List_AndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_List_AndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_list_and(inputs)
	return __en.cart_list_and(inputs)
});
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Cart_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_title = /** @type {((inputs?: Cart_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_title(inputs)
	return __en.cart_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Cart_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_network = /** @type {((inputs?: Cart_Error_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_network(inputs)
	return __en.cart_error_network(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Cart_Error_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_general = /** @type {((inputs?: Cart_Error_GeneralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_GeneralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_general(inputs)
	return __en.cart_error_general(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Cart_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_try_again = /** @type {((inputs?: Cart_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_try_again(inputs)
	return __en.cart_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Cart_Home_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_home_page = /** @type {((inputs?: Cart_Home_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Home_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_home_page(inputs)
	return __en.cart_home_page(inputs)
});
/**
* | output |
* | --- |
* | "Priced for our {place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed." |
*
* @param {Cart_City_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_fixed = /** @type {((inputs: Cart_City_FixedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_City_FixedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_city_fixed(inputs)
	return __en.cart_city_fixed(inputs)
});
/**
* | output |
* | --- |
* | "Your city" |
*
* @param {Cart_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city = /** @type {((inputs?: Cart_Your_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Your_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_your_city(inputs)
	return __en.cart_your_city(inputs)
});
/**
* | output |
* | --- |
* | "Prices, availability, delivery fees and taxes are those of this city." |
*
* @param {Cart_Your_City_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city_hint = /** @type {((inputs?: Cart_Your_City_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Your_City_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_your_city_hint(inputs)
	return __en.cart_your_city_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Cart_Choose_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_choose_location = /** @type {((inputs?: Cart_Choose_LocationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Choose_LocationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_choose_location(inputs)
	return __en.cart_choose_location(inputs)
});
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Cart_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_select_city = /** @type {((inputs?: Cart_Select_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Select_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_select_city(inputs)
	return __en.cart_select_city(inputs)
});
/**
* | output |
* | --- |
* | "Loading cities…" |
*
* @param {Cart_Loading_CitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_loading_cities = /** @type {((inputs?: Cart_Loading_CitiesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Loading_CitiesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_loading_cities(inputs)
	return __en.cart_loading_cities(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the list of cities." |
*
* @param {Cart_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_cities_failed = /** @type {((inputs?: Cart_Cities_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Cities_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_cities_failed(inputs)
	return __en.cart_cities_failed(inputs)
});
/**
* | output |
* | --- |
* | "Packages" |
*
* @param {Cart_PackagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages = /** @type {((inputs?: Cart_PackagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_PackagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages(inputs)
	return __en.cart_packages(inputs)
});
/**
* | output |
* | --- |
* | "Pieces of the {name}" |
*
* @param {Cart_Package_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pictures = /** @type {((inputs: Cart_Package_PicturesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_PicturesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_pictures(inputs)
	return __en.cart_package_pictures(inputs)
});
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
export const cart_package_pieces_heading = /** @type {((inputs: Cart_Package_Pieces_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Pieces_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_pieces_heading(inputs)
	return __en.cart_package_pieces_heading(inputs)
});
/**
* | output |
* | --- |
* | "Items in the package" |
*
* @param {Cart_Package_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_lines_label = /** @type {((inputs?: Cart_Package_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_lines_label(inputs)
	return __en.cart_package_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "One piece is no longer sold and is left out." |
*
* @param {Cart_Package_Missing_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_one = /** @type {((inputs?: Cart_Package_Missing_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Missing_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_missing_one(inputs)
	return __en.cart_package_missing_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} pieces are no longer sold and are left out." |
*
* @param {Cart_Package_Missing_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_other = /** @type {((inputs: Cart_Package_Missing_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Missing_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_missing_other(inputs)
	return __en.cart_package_missing_other(inputs)
});
/**
* | output |
* | --- |
* | "We could not price this package" |
*
* @param {Cart_Quote_Failed_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_package = /** @type {((inputs?: Cart_Quote_Failed_PackageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_PackageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_package(inputs)
	return __en.cart_quote_failed_package(inputs)
});
/**
* | output |
* | --- |
* | "Add package to cart" |
*
* @param {Cart_Add_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_package = /** @type {((inputs?: Cart_Add_PackageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_PackageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_package(inputs)
	return __en.cart_add_package(inputs)
});
/**
* | output |
* | --- |
* | "Rooms we put together for you: pieces that go together, added to your cart in one step." |
*
* @param {Cart_Packages_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_intro = /** @type {((inputs?: Cart_Packages_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_intro(inputs)
	return __en.cart_packages_intro(inputs)
});
/**
* | output |
* | --- |
* | "No packages right now" |
*
* @param {Cart_Packages_None_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_title = /** @type {((inputs?: Cart_Packages_None_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_None_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_none_title(inputs)
	return __en.cart_packages_none_title(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon, or shop piece by piece." |
*
* @param {Cart_Packages_None_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_text = /** @type {((inputs?: Cart_Packages_None_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_None_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_none_text(inputs)
	return __en.cart_packages_none_text(inputs)
});
/**
* | output |
* | --- |
* | "All packages" |
*
* @param {Cart_Packages_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_all = /** @type {((inputs?: Cart_Packages_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_all(inputs)
	return __en.cart_packages_all(inputs)
});
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
export const cart_package_tile_note = /** @type {((inputs: Cart_Package_Tile_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Tile_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_tile_note(inputs)
	return __en.cart_package_tile_note(inputs)
});
/**
* | output |
* | --- |
* | "Share your cart" |
*
* @param {Cart_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_title = /** @type {((inputs?: Cart_Share_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_title(inputs)
	return __en.cart_share_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to before you share your cart." |
*
* @param {Cart_Share_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_city_reason = /** @type {((inputs?: Cart_Share_City_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_City_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_city_reason(inputs)
	return __en.cart_share_city_reason(inputs)
});
/**
* | output |
* | --- |
* | "Add furniture to your cart, then come back to share it." |
*
* @param {Cart_Share_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_empty_text = /** @type {((inputs?: Cart_Share_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_empty_text(inputs)
	return __en.cart_share_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever open..." |
*
* @param {Cart_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_intro = /** @type {((inputs?: Cart_Share_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_intro(inputs)
	return __en.cart_share_intro(inputs)
});
/**
* | output |
* | --- |
* | "Items in the cart you are sharing" |
*
* @param {Cart_Share_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_lines_label = /** @type {((inputs?: Cart_Share_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_lines_label(inputs)
	return __en.cart_share_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "Link to your cart" |
*
* @param {Cart_Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_label = /** @type {((inputs?: Cart_Share_Link_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Link_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_link_label(inputs)
	return __en.cart_share_link_label(inputs)
});
/**
* | output |
* | --- |
* | "Anyone with this link can see these items until {date}." |
*
* @param {Cart_Share_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_hint = /** @type {((inputs: Cart_Share_Link_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Link_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_link_hint(inputs)
	return __en.cart_share_link_hint(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Cart_Share_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy = /** @type {((inputs?: Cart_Share_CopyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CopyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copy(inputs)
	return __en.cart_share_copy(inputs)
});
/**
* | output |
* | --- |
* | "Open the link" |
*
* @param {Cart_Share_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_open = /** @type {((inputs?: Cart_Share_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_open(inputs)
	return __en.cart_share_open(inputs)
});
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Cart_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copied = /** @type {((inputs?: Cart_Share_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copied(inputs)
	return __en.cart_share_copied(inputs)
});
/**
* | output |
* | --- |
* | "Your browser would not copy it: the link is selected, copy it from there." |
*
* @param {Cart_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy_failed = /** @type {((inputs?: Cart_Share_Copy_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Copy_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copy_failed(inputs)
	return __en.cart_share_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "The link was not made" |
*
* @param {Cart_Share_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed_title = /** @type {((inputs?: Cart_Share_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_failed_title(inputs)
	return __en.cart_share_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry: the link could not be made. Please try again in a moment." |
*
* @param {Cart_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed = /** @type {((inputs?: Cart_Share_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_failed(inputs)
	return __en.cart_share_failed(inputs)
});
/**
* | output |
* | --- |
* | "Create link" |
*
* @param {Cart_Share_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_create = /** @type {((inputs?: Cart_Share_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_create(inputs)
	return __en.cart_share_create(inputs)
});
/**
* | output |
* | --- |
* | "Back to your cart" |
*
* @param {Cart_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_back_to_cart = /** @type {((inputs?: Cart_Back_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Back_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_back_to_cart(inputs)
	return __en.cart_back_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart" |
*
* @param {Cart_Shared_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_title = /** @type {((inputs?: Cart_Shared_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_title(inputs)
	return __en.cart_shared_title(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart not found" |
*
* @param {Cart_Shared_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_not_found_title = /** @type {((inputs?: Cart_Shared_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_not_found_title(inputs)
	return __en.cart_shared_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "This shared cart link has expired or does not exist" |
*
* @param {Cart_Shared_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired = /** @type {((inputs?: Cart_Shared_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_expired(inputs)
	return __en.cart_shared_expired(inputs)
});
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Cart_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_go_to_cart = /** @type {((inputs?: Cart_Go_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Go_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_go_to_cart(inputs)
	return __en.cart_go_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue." |
*
* @param {Cart_Shared_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired_text = /** @type {((inputs?: Cart_Shared_Expired_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Expired_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_expired_text(inputs)
	return __en.cart_shared_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "Someone shared this item with you. Add it to your cart to order, or to keep shopping with it." |
*
* @param {Cart_Shared_With_You_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_one = /** @type {((inputs?: Cart_Shared_With_You_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_With_You_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_with_you_one(inputs)
	return __en.cart_shared_with_you_one(inputs)
});
/**
* | output |
* | --- |
* | "Someone shared these {count} items with you. Add them to your cart to order, or to keep shopping with them." |
*
* @param {Cart_Shared_With_You_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_other = /** @type {((inputs: Cart_Shared_With_You_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_With_You_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_with_you_other(inputs)
	return __en.cart_shared_with_you_other(inputs)
});
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
export const cart_shared_loaded_replace = /** @type {((inputs: Cart_Shared_Loaded_ReplaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_ReplaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_replace(inputs)
	return __en.cart_shared_loaded_replace(inputs)
});
/**
* | output |
* | --- |
* | "Added the shared items to your cart: {added} new, {increased} already there (quantity raised)." |
*
* @param {Cart_Shared_Loaded_IncreasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_increased = /** @type {((inputs: Cart_Shared_Loaded_IncreasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_IncreasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_increased(inputs)
	return __en.cart_shared_loaded_increased(inputs)
});
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
export const cart_shared_loaded_added = /** @type {((inputs: Cart_Shared_Loaded_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_added(inputs)
	return __en.cart_shared_loaded_added(inputs)
});
/**
* | output |
* | --- |
* | "Quantities are held at 20 per item." |
*
* @param {Cart_Shared_CappedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_capped = /** @type {((inputs?: Cart_Shared_CappedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_CappedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_capped(inputs)
	return __en.cart_shared_capped(inputs)
});
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
export const cart_shared_skipped = /** @type {((inputs: Cart_Shared_SkippedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_SkippedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_skipped(inputs)
	return __en.cart_shared_skipped(inputs)
});
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Cart_Shared_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_add_error = /** @type {((inputs?: Cart_Shared_Add_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Add_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_add_error(inputs)
	return __en.cart_shared_add_error(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can show this cart's prices for you." |
*
* @param {Cart_Shared_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_city_reason = /** @type {((inputs?: Cart_Shared_City_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_City_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_city_reason(inputs)
	return __en.cart_shared_city_reason(inputs)
});
/**
* | output |
* | --- |
* | "One item is no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_one = /** @type {((inputs?: Cart_Shared_Unavailable_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Unavailable_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_unavailable_one(inputs)
	return __en.cart_shared_unavailable_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} items are no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_other = /** @type {((inputs: Cart_Shared_Unavailable_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Unavailable_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_unavailable_other(inputs)
	return __en.cart_shared_unavailable_other(inputs)
});
/**
* | output |
* | --- |
* | "Items in the shared cart" |
*
* @param {Cart_Shared_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_lines_label = /** @type {((inputs?: Cart_Shared_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_lines_label(inputs)
	return __en.cart_shared_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "We could not price these items" |
*
* @param {Cart_Quote_Failed_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_items = /** @type {((inputs?: Cart_Quote_Failed_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_items(inputs)
	return __en.cart_quote_failed_items(inputs)
});
/**
* | output |
* | --- |
* | "None of these items are sold any more." |
*
* @param {Cart_Shared_None_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_none_sold = /** @type {((inputs?: Cart_Shared_None_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_None_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_none_sold(inputs)
	return __en.cart_shared_none_sold(inputs)
});
/**
* | output |
* | --- |
* | "Add to my cart" |
*
* @param {Cart_Add_To_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_to_my_cart = /** @type {((inputs?: Cart_Add_To_My_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_To_My_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_to_my_cart(inputs)
	return __en.cart_add_to_my_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart already has an item. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_one = /** @type {((inputs?: Cart_Shared_Own_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Own_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_own_one(inputs)
	return __en.cart_shared_own_one(inputs)
});
/**
* | output |
* | --- |
* | "Your cart already has {count} items. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_other = /** @type {((inputs: Cart_Shared_Own_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Own_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_own_other(inputs)
	return __en.cart_shared_own_other(inputs)
});
/**
* | output |
* | --- |
* | "Replace my cart" |
*
* @param {Cart_Replace_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_replace_my_cart = /** @type {((inputs?: Cart_Replace_My_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Replace_My_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_replace_my_cart(inputs)
	return __en.cart_replace_my_cart(inputs)
});
/**
* | output |
* | --- |
* | "No longer sold: it will not be added." |
*
* @param {Cart_Snapshot_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_snapshot_no_longer_sold = /** @type {((inputs?: Cart_Snapshot_No_Longer_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Snapshot_No_Longer_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_snapshot_no_longer_sold(inputs)
	return __en.cart_snapshot_no_longer_sold(inputs)
});
/**
* | output |
* | --- |
* | "Price for your city" |
*
* @param {Cart_Price_For_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_price_for_city = /** @type {((inputs?: Cart_Price_For_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Price_For_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_price_for_city(inputs)
	return __en.cart_price_for_city(inputs)
});
/**
* | output |
* | --- |
* | "{name} added to your cart." |
*
* @param {Cart_Added_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added_named = /** @type {((inputs: Cart_Added_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Added_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_added_named(inputs)
	return __en.cart_added_named(inputs)
});
/**
* | output |
* | --- |
* | "Added to your cart." |
*
* @param {Cart_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added = /** @type {((inputs?: Cart_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_added(inputs)
	return __en.cart_added(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time)." |
*
* @param {Cart_Product_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_product_pickup = /** @type {((inputs: Cart_Product_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Product_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_product_pickup(inputs)
	return __en.cart_product_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Catalog_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home = /** @type {((inputs?: Catalog_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home(inputs)
	return __en.catalog_home(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Catalog_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_try_again = /** @type {((inputs?: Catalog_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_try_again(inputs)
	return __en.catalog_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Catalog_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_go_home = /** @type {((inputs?: Catalog_Go_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Go_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_go_home(inputs)
	return __en.catalog_go_home(inputs)
});
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Catalog_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_back_home = /** @type {((inputs?: Catalog_Back_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Back_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_back_home(inputs)
	return __en.catalog_back_home(inputs)
});
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Catalog_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_choose_one = /** @type {((inputs?: Catalog_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_choose_one(inputs)
	return __en.catalog_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Catalog_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_title = /** @type {((inputs?: Catalog_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_title(inputs)
	return __en.catalog_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Catalog_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_network = /** @type {((inputs?: Catalog_Error_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_network(inputs)
	return __en.catalog_error_network(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Catalog_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_generic = /** @type {((inputs?: Catalog_Error_GenericInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_GenericInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_generic(inputs)
	return __en.catalog_error_generic(inputs)
});
/**
* | output |
* | --- |
* | "This category is no longer available" |
*
* @param {Catalog_Category_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_gone = /** @type {((inputs?: Catalog_Category_GoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_GoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_gone(inputs)
	return __en.catalog_category_gone(inputs)
});
/**
* | output |
* | --- |
* | "{name}, page {page}" |
*
* @param {Catalog_Category_Title_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_title_page = /** @type {((inputs: Catalog_Category_Title_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Title_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_title_page(inputs)
	return __en.catalog_category_title_page(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} at {site}." |
*
* @param {Catalog_Category_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_description = /** @type {((inputs: Catalog_Category_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_description(inputs)
	return __en.catalog_category_description(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} by type" |
*
* @param {Catalog_Category_By_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_by_type = /** @type {((inputs: Catalog_Category_By_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_By_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_by_type(inputs)
	return __en.catalog_category_by_type(inputs)
});
/**
* | output |
* | --- |
* | "{name} products" |
*
* @param {Catalog_Category_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_products = /** @type {((inputs: Catalog_Category_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_products(inputs)
	return __en.catalog_category_products(inputs)
});
/**
* | output |
* | --- |
* | "There are no {name} here right now" |
*
* @param {Catalog_Category_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_title = /** @type {((inputs: Catalog_Category_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_empty_title(inputs)
	return __en.catalog_category_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "See all {name}" |
*
* @param {Catalog_Category_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_see_all = /** @type {((inputs: Catalog_Category_See_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_See_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_see_all(inputs)
	return __en.catalog_category_see_all(inputs)
});
/**
* | output |
* | --- |
* | "New pieces arrive every week. Check back soon, or try a nearby category." |
*
* @param {Catalog_Category_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_text = /** @type {((inputs?: Catalog_Category_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_empty_text(inputs)
	return __en.catalog_category_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "{site}: furniture for every Canadian home" |
*
* @param {Catalog_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_title = /** @type {((inputs: Catalog_Home_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_title(inputs)
	return __en.catalog_home_title(inputs)
});
/**
* | output |
* | --- |
* | "Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities." |
*
* @param {Catalog_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_description = /** @type {((inputs?: Catalog_Home_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_description(inputs)
	return __en.catalog_home_description(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Catalog_Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_eyebrow = /** @type {((inputs?: Catalog_Home_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_eyebrow(inputs)
	return __en.catalog_home_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Furniture for every Canadian home" |
*
* @param {Catalog_Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_title = /** @type {((inputs?: Catalog_Home_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_title(inputs)
	return __en.catalog_home_hero_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's." |
*
* @param {Catalog_Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_lead = /** @type {((inputs?: Catalog_Home_Hero_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_lead(inputs)
	return __en.catalog_home_hero_lead(inputs)
});
/**
* | output |
* | --- |
* | "{name} in a furnished room" |
*
* @param {Catalog_Home_Hero_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_alt = /** @type {((inputs: Catalog_Home_Hero_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_alt(inputs)
	return __en.catalog_home_hero_alt(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name}" |
*
* @param {Catalog_Shop_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_category = /** @type {((inputs: Catalog_Shop_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Shop_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_shop_category(inputs)
	return __en.catalog_shop_category(inputs)
});
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Catalog_Order_Free_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_order_free_swatches = /** @type {((inputs?: Catalog_Order_Free_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Order_Free_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_order_free_swatches(inputs)
	return __en.catalog_order_free_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Featured furniture" |
*
* @param {Catalog_Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_featured = /** @type {((inputs?: Catalog_Home_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_featured(inputs)
	return __en.catalog_home_featured(inputs)
});
/**
* | output |
* | --- |
* | "Shop by room" |
*
* @param {Catalog_Shop_By_RoomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_by_room = /** @type {((inputs?: Catalog_Shop_By_RoomInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Shop_By_RoomInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_shop_by_room(inputs)
	return __en.catalog_shop_by_room(inputs)
});
/**
* | output |
* | --- |
* | "Real homes, real Canadians" |
*
* @param {Catalog_Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery = /** @type {((inputs?: Catalog_Home_GalleryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_GalleryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_gallery(inputs)
	return __en.catalog_home_gallery(inputs)
});
/**
* | output |
* | --- |
* | "Our furniture at home across the country. #LivePivot" |
*
* @param {Catalog_Home_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery_text = /** @type {((inputs?: Catalog_Home_Gallery_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Gallery_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_gallery_text(inputs)
	return __en.catalog_home_gallery_text(inputs)
});
/**
* | output |
* | --- |
* | "A customer’s room" |
*
* @param {Catalog_Home_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_photo_alt = /** @type {((inputs?: Catalog_Home_Photo_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Photo_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_photo_alt(inputs)
	return __en.catalog_home_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "your city" |
*
* @param {Catalog_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_your_city = /** @type {((inputs?: Catalog_Your_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Your_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_your_city(inputs)
	return __en.catalog_your_city(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Catalog_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale = /** @type {((inputs?: Catalog_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_final_sale(inputs)
	return __en.catalog_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Catalog_Way_To_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_way_to_pay_label = /** @type {((inputs?: Catalog_Way_To_Pay_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Way_To_Pay_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_way_to_pay_label(inputs)
	return __en.catalog_way_to_pay_label(inputs)
});
/**
* | output |
* | --- |
* | "This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped." |
*
* @param {Catalog_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale_text = /** @type {((inputs?: Catalog_Final_Sale_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Final_Sale_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_final_sale_text(inputs)
	return __en.catalog_final_sale_text(inputs)
});
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Catalog_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_add_to_cart = /** @type {((inputs?: Catalog_Add_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Add_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_add_to_cart(inputs)
	return __en.catalog_add_to_cart(inputs)
});
/**
* | output |
* | --- |
* | ", {term}-month minimum" |
*
* @param {Catalog_Price_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_term_minimum = /** @type {((inputs: Catalog_Price_Term_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_Term_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_term_minimum(inputs)
	return __en.catalog_price_term_minimum(inputs)
});
/**
* | output |
* | --- |
* | "· or" |
*
* @param {Catalog_Price_OrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or = /** @type {((inputs?: Catalog_Price_OrInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_OrInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_or(inputs)
	return __en.catalog_price_or(inputs)
});
/**
* | output |
* | --- |
* | "outright" |
*
* @param {Catalog_Price_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_outright = /** @type {((inputs?: Catalog_Price_OutrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_OutrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_outright(inputs)
	return __en.catalog_price_outright(inputs)
});
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Catalog_Price_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or_from = /** @type {((inputs?: Catalog_Price_Or_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_Or_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_or_from(inputs)
	return __en.catalog_price_or_from(inputs)
});
/**
* | output |
* | --- |
* | "with {way}" |
*
* @param {Catalog_Price_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_with = /** @type {((inputs: Catalog_Price_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_with(inputs)
	return __en.catalog_price_with(inputs)
});
/**
* | output |
* | --- |
* | "Assembly not offered" |
*
* @param {Catalog_Assembly_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_not_offered = /** @type {((inputs?: Catalog_Assembly_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_not_offered(inputs)
	return __en.catalog_assembly_not_offered(inputs)
});
/**
* | output |
* | --- |
* | ": arrives ready to put together with the tools included." |
*
* @param {Catalog_Assembly_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_kit = /** @type {((inputs?: Catalog_Assembly_KitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_KitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_kit(inputs)
	return __en.catalog_assembly_kit(inputs)
});
/**
* | output |
* | --- |
* | "Assembly by our delivery crew:" |
*
* @param {Catalog_Assembly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_fee = /** @type {((inputs?: Catalog_Assembly_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_fee(inputs)
	return __en.catalog_assembly_fee(inputs)
});
/**
* | output |
* | --- |
* | "Free assembly by our delivery crew" |
*
* @param {Catalog_Assembly_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_free = /** @type {((inputs?: Catalog_Assembly_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_free(inputs)
	return __en.catalog_assembly_free(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Catalog_Facts_OverviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_overview = /** @type {((inputs?: Catalog_Facts_OverviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_OverviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_overview(inputs)
	return __en.catalog_facts_overview(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Catalog_Facts_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_details = /** @type {((inputs?: Catalog_Facts_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_details(inputs)
	return __en.catalog_facts_details(inputs)
});
/**
* | output |
* | --- |
* | "Materials" |
*
* @param {Catalog_Facts_MaterialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_materials = /** @type {((inputs?: Catalog_Facts_MaterialsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_MaterialsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_materials(inputs)
	return __en.catalog_facts_materials(inputs)
});
/**
* | output |
* | --- |
* | "Care" |
*
* @param {Catalog_Facts_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_care = /** @type {((inputs?: Catalog_Facts_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_care(inputs)
	return __en.catalog_facts_care(inputs)
});
/**
* | output |
* | --- |
* | "About the {name}" |
*
* @param {Catalog_Facts_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_about = /** @type {((inputs: Catalog_Facts_AboutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_AboutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_about(inputs)
	return __en.catalog_facts_about(inputs)
});
/**
* | output |
* | --- |
* | "Dimensions" |
*
* @param {Catalog_DimensionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimensions = /** @type {((inputs?: Catalog_DimensionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_DimensionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimensions(inputs)
	return __en.catalog_dimensions(inputs)
});
/**
* | output |
* | --- |
* | "{name}, front view with measurements" |
*
* @param {Catalog_Drawing_Front_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_front_alt = /** @type {((inputs: Catalog_Drawing_Front_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Drawing_Front_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_drawing_front_alt(inputs)
	return __en.catalog_drawing_front_alt(inputs)
});
/**
* | output |
* | --- |
* | "{name}, side view with measurements" |
*
* @param {Catalog_Drawing_Side_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_side_alt = /** @type {((inputs: Catalog_Drawing_Side_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Drawing_Side_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_drawing_side_alt(inputs)
	return __en.catalog_drawing_side_alt(inputs)
});
/**
* | output |
* | --- |
* | "Measurements" |
*
* @param {Catalog_MeasurementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measurements = /** @type {((inputs?: Catalog_MeasurementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MeasurementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_measurements(inputs)
	return __en.catalog_measurements(inputs)
});
/**
* | output |
* | --- |
* | "Measure" |
*
* @param {Catalog_MeasureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measure = /** @type {((inputs?: Catalog_MeasureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MeasureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_measure(inputs)
	return __en.catalog_measure(inputs)
});
/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Catalog_MetricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_metric = /** @type {((inputs?: Catalog_MetricInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MetricInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_metric(inputs)
	return __en.catalog_metric(inputs)
});
/**
* | output |
* | --- |
* | "Imperial" |
*
* @param {Catalog_ImperialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_imperial = /** @type {((inputs?: Catalog_ImperialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_ImperialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_imperial(inputs)
	return __en.catalog_imperial(inputs)
});
/**
* | output |
* | --- |
* | "You may also like" |
*
* @param {Catalog_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_suggestions = /** @type {((inputs?: Catalog_SuggestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_SuggestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_suggestions(inputs)
	return __en.catalog_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Catalog_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_from = /** @type {((inputs?: Catalog_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_from(inputs)
	return __en.catalog_from(inputs)
});
/**
* | output |
* | --- |
* | "Sorry - {name} is currently not available in your location." |
*
* @param {Catalog_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_title = /** @type {((inputs: Catalog_Unavailable_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_title(inputs)
	return __en.catalog_unavailable_title(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not available here" |
*
* @param {Catalog_Unavailable_HeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_head = /** @type {((inputs: Catalog_Unavailable_HeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_HeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_head(inputs)
	return __en.catalog_unavailable_head(inputs)
});
/**
* | output |
* | --- |
* | "See other {name}" |
*
* @param {Catalog_Unavailable_See_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_see_other = /** @type {((inputs: Catalog_Unavailable_See_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_See_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_see_other(inputs)
	return __en.catalog_unavailable_see_other(inputs)
});
/**
* | output |
* | --- |
* | "Stock differs from city to city. Choose another city, or browse what we can deliver to you." |
*
* @param {Catalog_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_text = /** @type {((inputs?: Catalog_Unavailable_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_text(inputs)
	return __en.catalog_unavailable_text(inputs)
});
/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Catalog_Listing_ColourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_colour = /** @type {((inputs?: Catalog_Listing_ColourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ColourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_colour(inputs)
	return __en.catalog_listing_colour(inputs)
});
/**
* | output |
* | --- |
* | "No products" |
*
* @param {Catalog_Listing_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_none = /** @type {((inputs?: Catalog_Listing_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_none(inputs)
	return __en.catalog_listing_none(inputs)
});
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
export const catalog_listing_count = /** @type {((inputs: Catalog_Listing_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_count(inputs)
	return __en.catalog_listing_count(inputs)
});
/**
* | output |
* | --- |
* | "Showing {first}-{last} of {total} products" |
*
* @param {Catalog_Listing_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_showing = /** @type {((inputs: Catalog_Listing_ShowingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ShowingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_showing(inputs)
	return __en.catalog_listing_showing(inputs)
});
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Catalog_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_clear_filters = /** @type {((inputs?: Catalog_Clear_FiltersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Clear_FiltersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_clear_filters(inputs)
	return __en.catalog_clear_filters(inputs)
});
/**
* | output |
* | --- |
* | "Bestsellers only" |
*
* @param {Catalog_Bestsellers_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_bestsellers_only = /** @type {((inputs?: Catalog_Bestsellers_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Bestsellers_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_bestsellers_only(inputs)
	return __en.catalog_bestsellers_only(inputs)
});
/**
* | output |
* | --- |
* | "This page is past the end of the list" |
*
* @param {Catalog_Listing_Past_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_past_end = /** @type {((inputs?: Catalog_Listing_Past_EndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_Past_EndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_past_end(inputs)
	return __en.catalog_listing_past_end(inputs)
});
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Catalog_Listing_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_first_page = /** @type {((inputs?: Catalog_Listing_First_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_First_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_first_page(inputs)
	return __en.catalog_listing_first_page(inputs)
});
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
export const catalog_listing_page_count = /** @type {((inputs: Catalog_Listing_Page_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_Page_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_page_count(inputs)
	return __en.catalog_listing_page_count(inputs)
});
/**
* | output |
* | --- |
* | "No products match these filters" |
*
* @param {Catalog_Listing_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match = /** @type {((inputs?: Catalog_Listing_No_MatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_No_MatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_no_match(inputs)
	return __en.catalog_listing_no_match(inputs)
});
/**
* | output |
* | --- |
* | "Try fewer colours, or clear the filters to see everything here." |
*
* @param {Catalog_Listing_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match_text = /** @type {((inputs?: Catalog_Listing_No_Match_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_No_Match_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_no_match_text(inputs)
	return __en.catalog_listing_no_match_text(inputs)
});
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Catalog_Listing_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_products = /** @type {((inputs?: Catalog_Listing_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_products(inputs)
	return __en.catalog_listing_products(inputs)
});
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalog_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_by = /** @type {((inputs?: Catalog_Sort_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_by(inputs)
	return __en.catalog_sort_by(inputs)
});
/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Catalog_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_featured = /** @type {((inputs?: Catalog_Sort_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_featured(inputs)
	return __en.catalog_sort_featured(inputs)
});
/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalog_Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_asc = /** @type {((inputs?: Catalog_Sort_Price_AscInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_Price_AscInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_price_asc(inputs)
	return __en.catalog_sort_price_asc(inputs)
});
/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalog_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_desc = /** @type {((inputs?: Catalog_Sort_Price_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_Price_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_price_desc(inputs)
	return __en.catalog_sort_price_desc(inputs)
});
/**
* | output |
* | --- |
* | "Name: A to Z" |
*
* @param {Catalog_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_name = /** @type {((inputs?: Catalog_Sort_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_name(inputs)
	return __en.catalog_sort_name(inputs)
});
/**
* | output |
* | --- |
* | "Not here" |
*
* @param {Catalog_Option_Not_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_not_here = /** @type {((inputs?: Catalog_Option_Not_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_Not_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_not_here(inputs)
	return __en.catalog_option_not_here(inputs)
});
/**
* | output |
* | --- |
* | "{name}, not available in your city" |
*
* @param {Catalog_Option_Unavailable_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable_label = /** @type {((inputs: Catalog_Option_Unavailable_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_Unavailable_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_unavailable_label(inputs)
	return __en.catalog_option_unavailable_label(inputs)
});
/**
* | output |
* | --- |
* | "{name} (not available in your city)" |
*
* @param {Catalog_Option_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable = /** @type {((inputs: Catalog_Option_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_unavailable(inputs)
	return __en.catalog_option_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Learn more" |
*
* @param {Catalog_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more = /** @type {((inputs?: Catalog_Learn_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Learn_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_learn_more(inputs)
	return __en.catalog_learn_more(inputs)
});
/**
* | output |
* | --- |
* | "Learn more: {name}" |
*
* @param {Catalog_Learn_More_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more_named = /** @type {((inputs: Catalog_Learn_More_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Learn_More_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_learn_more_named(inputs)
	return __en.catalog_learn_more_named(inputs)
});
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Catalog_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews = /** @type {((inputs?: Catalog_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews(inputs)
	return __en.catalog_reviews(inputs)
});
/**
* | output |
* | --- |
* | "No reviews yet. Customers who have this piece can review it from their account." |
*
* @param {Catalog_Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_none = /** @type {((inputs?: Catalog_Reviews_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_none(inputs)
	return __en.catalog_reviews_none(inputs)
});
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
export const catalog_reviews_count = /** @type {((inputs: Catalog_Reviews_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_count(inputs)
	return __en.catalog_reviews_count(inputs)
});
/**
* | output |
* | --- |
* | "Reviews, newest first" |
*
* @param {Catalog_Reviews_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_list = /** @type {((inputs?: Catalog_Reviews_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_list(inputs)
	return __en.catalog_reviews_list(inputs)
});
/**
* | output |
* | --- |
* | "A customer" |
*
* @param {Catalog_Reviews_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_a_customer = /** @type {((inputs?: Catalog_Reviews_A_CustomerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_A_CustomerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_a_customer(inputs)
	return __en.catalog_reviews_a_customer(inputs)
});
/**
* | output |
* | --- |
* | "· Verified customer" |
*
* @param {Catalog_Reviews_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_verified = /** @type {((inputs?: Catalog_Reviews_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_verified(inputs)
	return __en.catalog_reviews_verified(inputs)
});
/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Catalog_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_newer = /** @type {((inputs?: Catalog_Reviews_NewerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_NewerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_newer(inputs)
	return __en.catalog_reviews_newer(inputs)
});
/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Catalog_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_older = /** @type {((inputs?: Catalog_Reviews_OlderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_OlderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_older(inputs)
	return __en.catalog_reviews_older(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Catalog_Reviews_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_page = /** @type {((inputs: Catalog_Reviews_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_page(inputs)
	return __en.catalog_reviews_page(inputs)
});
/**
* | output |
* | --- |
* | "Results for “{query}”" |
*
* @param {Catalog_Search_Results_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results_for = /** @type {((inputs: Catalog_Search_Results_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Results_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_results_for(inputs)
	return __en.catalog_search_results_for(inputs)
});
/**
* | output |
* | --- |
* | "Search: {query}" |
*
* @param {Catalog_Search_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_head_title = /** @type {((inputs: Catalog_Search_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_head_title(inputs)
	return __en.catalog_search_head_title(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} at {site}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Search_Tag_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_description = /** @type {((inputs: Catalog_Search_Tag_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Tag_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_tag_description(inputs)
	return __en.catalog_search_tag_description(inputs)
});
/**
* | output |
* | --- |
* | "Furniture matching “{query}” at {site}." |
*
* @param {Catalog_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_description = /** @type {((inputs: Catalog_Search_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_description(inputs)
	return __en.catalog_search_description(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Catalog_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search = /** @type {((inputs?: Catalog_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search(inputs)
	return __en.catalog_search(inputs)
});
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Catalog_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results = /** @type {((inputs?: Catalog_Search_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_results(inputs)
	return __en.catalog_search_results(inputs)
});
/**
* | output |
* | --- |
* | "We have no {name} to show right now." |
*
* @param {Catalog_Search_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_empty = /** @type {((inputs: Catalog_Search_Tag_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Tag_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_tag_empty(inputs)
	return __en.catalog_search_tag_empty(inputs)
});
/**
* | output |
* | --- |
* | "Nothing matches “{query}”. Check the spelling, use fewer words, or try one of these." |
*
* @param {Catalog_Search_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_empty = /** @type {((inputs: Catalog_Search_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_empty(inputs)
	return __en.catalog_search_empty(inputs)
});
/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Catalog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_none = /** @type {((inputs?: Catalog_Search_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_none(inputs)
	return __en.catalog_search_none(inputs)
});
/**
* | output |
* | --- |
* | "Popular searches" |
*
* @param {Catalog_Search_PopularInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_popular = /** @type {((inputs?: Catalog_Search_PopularInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_PopularInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_popular(inputs)
	return __en.catalog_search_popular(inputs)
});
/**
* | output |
* | --- |
* | "Rooms" |
*
* @param {Catalog_Search_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_rooms = /** @type {((inputs?: Catalog_Search_RoomsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_RoomsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_rooms(inputs)
	return __en.catalog_search_rooms(inputs)
});
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Catalog_Tag_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sofas = /** @type {((inputs?: Catalog_Tag_SofasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_SofasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_sofas(inputs)
	return __en.catalog_tag_sofas(inputs)
});
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Catalog_Tag_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sectionals = /** @type {((inputs?: Catalog_Tag_SectionalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_SectionalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_sectionals(inputs)
	return __en.catalog_tag_sectionals(inputs)
});
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Catalog_Tag_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_lounge_chairs = /** @type {((inputs?: Catalog_Tag_Lounge_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Lounge_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_lounge_chairs(inputs)
	return __en.catalog_tag_lounge_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Catalog_Tag_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_loveseats = /** @type {((inputs?: Catalog_Tag_LoveseatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_LoveseatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_loveseats(inputs)
	return __en.catalog_tag_loveseats(inputs)
});
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Catalog_Tag_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_coffee_tables = /** @type {((inputs?: Catalog_Tag_Coffee_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Coffee_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_coffee_tables(inputs)
	return __en.catalog_tag_coffee_tables(inputs)
});
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Catalog_Tag_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_end_tables = /** @type {((inputs?: Catalog_Tag_End_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_End_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_end_tables(inputs)
	return __en.catalog_tag_end_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Catalog_Tag_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_tables = /** @type {((inputs?: Catalog_Tag_Dining_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Dining_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_dining_tables(inputs)
	return __en.catalog_tag_dining_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Catalog_Tag_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_chairs = /** @type {((inputs?: Catalog_Tag_Dining_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Dining_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_dining_chairs(inputs)
	return __en.catalog_tag_dining_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Catalog_Tag_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_beds = /** @type {((inputs?: Catalog_Tag_BedsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_BedsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_beds(inputs)
	return __en.catalog_tag_beds(inputs)
});
/**
* | output |
* | --- |
* | "Free fabric swatches" |
*
* @param {Catalog_Swatches_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_title = /** @type {((inputs?: Catalog_Swatches_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_title(inputs)
	return __en.catalog_swatches_title(inputs)
});
/**
* | output |
* | --- |
* | "Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose." |
*
* @param {Catalog_Swatches_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_description = /** @type {((inputs?: Catalog_Swatches_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_description(inputs)
	return __en.catalog_swatches_description(inputs)
});
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Catalog_Swatches_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_breadcrumb = /** @type {((inputs?: Catalog_Swatches_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_breadcrumb(inputs)
	return __en.catalog_swatches_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "See and feel our fabrics in your own light before you choose. Pick up to {max} swatches and we'll mail them free, anywhere in Canada, within 5 business days." |
*
* @param {Catalog_Swatches_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_intro = /** @type {((inputs: Catalog_Swatches_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_intro(inputs)
	return __en.catalog_swatches_intro(inputs)
});
/**
* | output |
* | --- |
* | "Order fabric swatches" |
*
* @param {Catalog_Swatches_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_form = /** @type {((inputs?: Catalog_Swatches_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_form(inputs)
	return __en.catalog_swatches_form(inputs)
});
/**
* | output |
* | --- |
* | "Where should we send them?" |
*
* @param {Catalog_Swatches_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_where = /** @type {((inputs?: Catalog_Swatches_WhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_WhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_where(inputs)
	return __en.catalog_swatches_where(inputs)
});
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Catalog_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full_name = /** @type {((inputs?: Catalog_Swatches_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_full_name(inputs)
	return __en.catalog_swatches_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Catalog_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email = /** @type {((inputs?: Catalog_Swatches_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_email(inputs)
	return __en.catalog_swatches_email(inputs)
});
/**
* | output |
* | --- |
* | "We use it only if there is a question about your swatches." |
*
* @param {Catalog_Swatches_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email_hint = /** @type {((inputs?: Catalog_Swatches_Email_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Email_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_email_hint(inputs)
	return __en.catalog_swatches_email_hint(inputs)
});
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Catalog_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_phone = /** @type {((inputs?: Catalog_Swatches_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_phone(inputs)
	return __en.catalog_swatches_phone(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Catalog_Swatches_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_street = /** @type {((inputs?: Catalog_Swatches_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_street(inputs)
	return __en.catalog_swatches_street(inputs)
});
/**
* | output |
* | --- |
* | "Unit or apartment (optional)" |
*
* @param {Catalog_Swatches_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_unit = /** @type {((inputs?: Catalog_Swatches_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_unit(inputs)
	return __en.catalog_swatches_unit(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Catalog_Swatches_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_city = /** @type {((inputs?: Catalog_Swatches_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_city(inputs)
	return __en.catalog_swatches_city(inputs)
});
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Catalog_Swatches_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_province = /** @type {((inputs?: Catalog_Swatches_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_province(inputs)
	return __en.catalog_swatches_province(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Catalog_Swatches_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_code = /** @type {((inputs?: Catalog_Swatches_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_postal_code(inputs)
	return __en.catalog_swatches_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Like K1A 0B1" |
*
* @param {Catalog_Swatches_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_hint = /** @type {((inputs?: Catalog_Swatches_Postal_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Postal_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_postal_hint(inputs)
	return __en.catalog_swatches_postal_hint(inputs)
});
/**
* | output |
* | --- |
* | "Country: Canada. We mail swatches within Canada only." |
*
* @param {Catalog_Swatches_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_country = /** @type {((inputs?: Catalog_Swatches_CountryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_CountryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_country(inputs)
	return __en.catalog_swatches_country(inputs)
});
/**
* | output |
* | --- |
* | "Your order didn't go through" |
*
* @param {Catalog_Swatches_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed = /** @type {((inputs?: Catalog_Swatches_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_failed(inputs)
	return __en.catalog_swatches_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your choices and address are still here; try again in a moment." |
*
* @param {Catalog_Swatches_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed_text = /** @type {((inputs?: Catalog_Swatches_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_failed_text(inputs)
	return __en.catalog_swatches_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Sending your order" |
*
* @param {Catalog_Swatches_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_sending = /** @type {((inputs?: Catalog_Swatches_SendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_SendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_sending(inputs)
	return __en.catalog_swatches_sending(inputs)
});
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
export const catalog_swatches_order_count = /** @type {((inputs: Catalog_Swatches_Order_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Order_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_order_count(inputs)
	return __en.catalog_swatches_order_count(inputs)
});
/**
* | output |
* | --- |
* | "Choose your fabrics" |
*
* @param {Catalog_Swatches_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_choose = /** @type {((inputs?: Catalog_Swatches_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_choose(inputs)
	return __en.catalog_swatches_choose(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {max} chosen" |
*
* @param {Catalog_Swatches_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_chosen = /** @type {((inputs: Catalog_Swatches_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_chosen(inputs)
	return __en.catalog_swatches_chosen(inputs)
});
/**
* | output |
* | --- |
* | ". That is the most for one order." |
*
* @param {Catalog_Swatches_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full = /** @type {((inputs?: Catalog_Swatches_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_full(inputs)
	return __en.catalog_swatches_full(inputs)
});
/**
* | output |
* | --- |
* | "Other fabrics" |
*
* @param {Catalog_Swatches_Other_FabricsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_other_fabrics = /** @type {((inputs?: Catalog_Swatches_Other_FabricsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Other_FabricsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_other_fabrics(inputs)
	return __en.catalog_swatches_other_fabrics(inputs)
});
/**
* | output |
* | --- |
* | "Your swatches are on their way" |
*
* @param {Catalog_Swatches_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_placed = /** @type {((inputs?: Catalog_Swatches_PlacedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_PlacedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_placed(inputs)
	return __en.catalog_swatches_placed(inputs)
});
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Catalog_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_keep_shopping = /** @type {((inputs?: Catalog_Keep_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Keep_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_keep_shopping(inputs)
	return __en.catalog_keep_shopping(inputs)
});
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Catalog_Swatches_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_number = /** @type {((inputs?: Catalog_Swatches_Order_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Order_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_order_number(inputs)
	return __en.catalog_swatches_order_number(inputs)
});
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
export const catalog_swatches_mailing = /** @type {((inputs: Catalog_Swatches_MailingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_MailingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_mailing(inputs)
	return __en.catalog_swatches_mailing(inputs)
});
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Catalog_Error_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name = /** @type {((inputs?: Catalog_Error_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_full_name(inputs)
	return __en.catalog_error_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Catalog_Error_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name_long = /** @type {((inputs?: Catalog_Error_Full_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Full_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_full_name_long(inputs)
	return __en.catalog_error_full_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Catalog_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email = /** @type {((inputs?: Catalog_Error_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_email(inputs)
	return __en.catalog_error_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Catalog_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email_invalid = /** @type {((inputs?: Catalog_Error_Email_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Email_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_email_invalid(inputs)
	return __en.catalog_error_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Catalog_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone = /** @type {((inputs?: Catalog_Error_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_phone(inputs)
	return __en.catalog_error_phone(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Catalog_Error_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone_invalid = /** @type {((inputs?: Catalog_Error_Phone_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Phone_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_phone_invalid(inputs)
	return __en.catalog_error_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Catalog_Error_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street = /** @type {((inputs?: Catalog_Error_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_street(inputs)
	return __en.catalog_error_street(inputs)
});
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Catalog_Error_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street_long = /** @type {((inputs?: Catalog_Error_Street_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Street_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_street_long(inputs)
	return __en.catalog_error_street_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Catalog_Error_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_unit_long = /** @type {((inputs?: Catalog_Error_Unit_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Unit_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_unit_long(inputs)
	return __en.catalog_error_unit_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Catalog_Error_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city = /** @type {((inputs?: Catalog_Error_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_city(inputs)
	return __en.catalog_error_city(inputs)
});
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Catalog_Error_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city_long = /** @type {((inputs?: Catalog_Error_City_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_City_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_city_long(inputs)
	return __en.catalog_error_city_long(inputs)
});
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Catalog_Error_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_province = /** @type {((inputs?: Catalog_Error_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_province(inputs)
	return __en.catalog_error_province(inputs)
});
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Catalog_Error_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code = /** @type {((inputs?: Catalog_Error_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code(inputs)
	return __en.catalog_error_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Catalog_Error_Postal_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_invalid = /** @type {((inputs?: Catalog_Error_Postal_Code_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_Code_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code_invalid(inputs)
	return __en.catalog_error_postal_code_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{postal} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Catalog_Error_Postal_Code_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_province = /** @type {((inputs: Catalog_Error_Postal_Code_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_Code_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code_province(inputs)
	return __en.catalog_error_postal_code_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Catalog_Error_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_none = /** @type {((inputs?: Catalog_Error_Swatches_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Swatches_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_swatches_none(inputs)
	return __en.catalog_error_swatches_none(inputs)
});
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Catalog_Error_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_many = /** @type {((inputs: Catalog_Error_Swatches_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Swatches_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_swatches_many(inputs)
	return __en.catalog_error_swatches_many(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {count} days" |
*
* @param {Catalog_Delivers_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_days = /** @type {((inputs: Catalog_Delivers_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_days(inputs)
	return __en.catalog_delivers_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {count} weeks" |
*
* @param {Catalog_Delivers_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_weeks = /** @type {((inputs: Catalog_Delivers_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_weeks(inputs)
	return __en.catalog_delivers_weeks(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} days" |
*
* @param {Catalog_Delivers_Range_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_days = /** @type {((inputs: Catalog_Delivers_Range_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_Range_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_range_days(inputs)
	return __en.catalog_delivers_range_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} weeks" |
*
* @param {Catalog_Delivers_Range_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_weeks = /** @type {((inputs: Catalog_Delivers_Range_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_Range_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_range_weeks(inputs)
	return __en.catalog_delivers_range_weeks(inputs)
});
/**
* | output |
* | --- |
* | "Only {count} left" |
*
* @param {Catalog_Stock_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_only_left = /** @type {((inputs: Catalog_Stock_Only_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_Only_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_only_left(inputs)
	return __en.catalog_stock_only_left(inputs)
});
/**
* | output |
* | --- |
* | "In stock" |
*
* @param {Catalog_Stock_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_in = /** @type {((inputs?: Catalog_Stock_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_in(inputs)
	return __en.catalog_stock_in(inputs)
});
/**
* | output |
* | --- |
* | "In stock from {date}" |
*
* @param {Catalog_Stock_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_from = /** @type {((inputs: Catalog_Stock_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_from(inputs)
	return __en.catalog_stock_from(inputs)
});
/**
* | output |
* | --- |
* | "Made to order" |
*
* @param {Catalog_Stock_Made_To_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_made_to_order = /** @type {((inputs?: Catalog_Stock_Made_To_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_Made_To_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_made_to_order(inputs)
	return __en.catalog_stock_made_to_order(inputs)
});
/**
* | output |
* | --- |
* | "Out of stock in {city}" |
*
* @param {Catalog_Stock_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_out = /** @type {((inputs: Catalog_Stock_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_out(inputs)
	return __en.catalog_stock_out(inputs)
});
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Catalog_Dimension_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_width = /** @type {((inputs?: Catalog_Dimension_WidthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_WidthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_width(inputs)
	return __en.catalog_dimension_width(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catalog_Dimension_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_depth = /** @type {((inputs?: Catalog_Dimension_DepthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_DepthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_depth(inputs)
	return __en.catalog_dimension_depth(inputs)
});
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Catalog_Dimension_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_height = /** @type {((inputs?: Catalog_Dimension_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_height(inputs)
	return __en.catalog_dimension_height(inputs)
});
/**
* | output |
* | --- |
* | "Seat height" |
*
* @param {Catalog_Dimension_Seat_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_height = /** @type {((inputs?: Catalog_Dimension_Seat_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Seat_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_seat_height(inputs)
	return __en.catalog_dimension_seat_height(inputs)
});
/**
* | output |
* | --- |
* | "Seat depth" |
*
* @param {Catalog_Dimension_Seat_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_depth = /** @type {((inputs?: Catalog_Dimension_Seat_DepthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Seat_DepthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_seat_depth(inputs)
	return __en.catalog_dimension_seat_depth(inputs)
});
/**
* | output |
* | --- |
* | "Arm height" |
*
* @param {Catalog_Dimension_Arm_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_height = /** @type {((inputs?: Catalog_Dimension_Arm_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Arm_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_arm_height(inputs)
	return __en.catalog_dimension_arm_height(inputs)
});
/**
* | output |
* | --- |
* | "Arm width" |
*
* @param {Catalog_Dimension_Arm_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_width = /** @type {((inputs?: Catalog_Dimension_Arm_WidthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Arm_WidthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_arm_width(inputs)
	return __en.catalog_dimension_arm_width(inputs)
});
/**
* | output |
* | --- |
* | "Leg height" |
*
* @param {Catalog_Dimension_Leg_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_leg_height = /** @type {((inputs?: Catalog_Dimension_Leg_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Leg_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_leg_height(inputs)
	return __en.catalog_dimension_leg_height(inputs)
});
/**
* | output |
* | --- |
* | "Pile thickness" |
*
* @param {Catalog_Dimension_Pile_ThicknessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_pile_thickness = /** @type {((inputs?: Catalog_Dimension_Pile_ThicknessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Pile_ThicknessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_pile_thickness(inputs)
	return __en.catalog_dimension_pile_thickness(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catalog_Dimension_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_weight = /** @type {((inputs?: Catalog_Dimension_WeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_WeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_weight(inputs)
	return __en.catalog_dimension_weight(inputs)
});
/**
* | output |
* | --- |
* | "{value} in" |
*
* @param {Catalog_Unit_InchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unit_inches = /** @type {((inputs: Catalog_Unit_InchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unit_InchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unit_inches(inputs)
	return __en.catalog_unit_inches(inputs)
});
/**
* | output |
* | --- |
* | "{name}: front view with dimensions" |
*
* @param {Catalog_Picture_FrontInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_front = /** @type {((inputs: Catalog_Picture_FrontInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Picture_FrontInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_picture_front(inputs)
	return __en.catalog_picture_front(inputs)
});
/**
* | output |
* | --- |
* | "{name}: side view with dimensions" |
*
* @param {Catalog_Picture_SideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_side = /** @type {((inputs: Catalog_Picture_SideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Picture_SideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_picture_side(inputs)
	return __en.catalog_picture_side(inputs)
});
/**
* | output |
* | --- |
* | "{name}: picture {number} of {count}" |
*
* @param {Catalog_Images_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_title = /** @type {((inputs: Catalog_Images_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_title(inputs)
	return __en.catalog_images_title(inputs)
});
/**
* | output |
* | --- |
* | "Pictures of the {name}." |
*
* @param {Catalog_Images_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_description = /** @type {((inputs: Catalog_Images_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_description(inputs)
	return __en.catalog_images_description(inputs)
});
/**
* | output |
* | --- |
* | "Close and go back to {name}" |
*
* @param {Catalog_Images_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_close = /** @type {((inputs: Catalog_Images_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_close(inputs)
	return __en.catalog_images_close(inputs)
});
/**
* | output |
* | --- |
* | "{name} by {maker}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_description = /** @type {((inputs: Catalog_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_head_description(inputs)
	return __en.catalog_head_description(inputs)
});
/**
* | output |
* | --- |
* | "{name} in {color}" |
*
* @param {Catalog_Head_Title_ColorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_title_color = /** @type {((inputs: Catalog_Head_Title_ColorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Head_Title_ColorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_head_title_color(inputs)
	return __en.catalog_head_title_color(inputs)
});
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Catalog_Pay_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance = /** @type {((inputs?: Catalog_Pay_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_finance(inputs)
	return __en.catalog_pay_finance(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: finance" |
*
* @param {Catalog_Pay_Final_Sale_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_finance = /** @type {((inputs?: Catalog_Pay_Final_Sale_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_finance(inputs)
	return __en.catalog_pay_final_sale_finance(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Catalog_Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe = /** @type {((inputs?: Catalog_Pay_SubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_SubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe(inputs)
	return __en.catalog_pay_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe (short term)" |
*
* @param {Catalog_Pay_Subscribe_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_short = /** @type {((inputs?: Catalog_Pay_Subscribe_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_short(inputs)
	return __en.catalog_pay_subscribe_short(inputs)
});
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Catalog_Pay_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent = /** @type {((inputs?: Catalog_Pay_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_rent(inputs)
	return __en.catalog_pay_rent(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright" |
*
* @param {Catalog_Pay_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy = /** @type {((inputs?: Catalog_Pay_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy(inputs)
	return __en.catalog_pay_buy(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: buy outright" |
*
* @param {Catalog_Pay_Final_Sale_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy = /** @type {((inputs?: Catalog_Pay_Final_Sale_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_buy(inputs)
	return __en.catalog_pay_final_sale_buy(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright (classic)" |
*
* @param {Catalog_Pay_Buy_ClassicInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_classic = /** @type {((inputs?: Catalog_Pay_Buy_ClassicInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_ClassicInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_classic(inputs)
	return __en.catalog_pay_buy_classic(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright (v2)" |
*
* @param {Catalog_Pay_Buy_V2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_v2 = /** @type {((inputs?: Catalog_Pay_Buy_V2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_V2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_v2(inputs)
	return __en.catalog_pay_buy_v2(inputs)
});
/**
* | output |
* | --- |
* | "{title} over {term} months" |
*
* @param {Catalog_Pay_Over_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_over_term = /** @type {((inputs: Catalog_Pay_Over_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Over_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_over_term(inputs)
	return __en.catalog_pay_over_term(inputs)
});
/**
* | output |
* | --- |
* | "{term} monthly payments, then it's yours to keep" |
*
* @param {Catalog_Pay_Finance_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance_detail = /** @type {((inputs: Catalog_Pay_Finance_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Finance_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_finance_detail(inputs)
	return __en.catalog_pay_finance_detail(inputs)
});
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
export const catalog_pay_subscribe_detail = /** @type {((inputs: Catalog_Pay_Subscribe_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_detail(inputs)
	return __en.catalog_pay_subscribe_detail(inputs)
});
/**
* | output |
* | --- |
* | "{term}-month minimum subscription" |
*
* @param {Catalog_Pay_Subscribe_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_minimum = /** @type {((inputs: Catalog_Pay_Subscribe_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_minimum(inputs)
	return __en.catalog_pay_subscribe_minimum(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Catalog_Pay_Rent_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent_detail = /** @type {((inputs?: Catalog_Pay_Rent_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Rent_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_rent_detail(inputs)
	return __en.catalog_pay_rent_detail(inputs)
});
/**
* | output |
* | --- |
* | "One payment; final sale, no returns" |
*
* @param {Catalog_Pay_Final_Sale_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy_detail = /** @type {((inputs?: Catalog_Pay_Final_Sale_Buy_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_Buy_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_buy_detail(inputs)
	return __en.catalog_pay_final_sale_buy_detail(inputs)
});
/**
* | output |
* | --- |
* | "One payment, yours to keep" |
*
* @param {Catalog_Pay_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_detail = /** @type {((inputs?: Catalog_Pay_Buy_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_detail(inputs)
	return __en.catalog_pay_buy_detail(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Catalog_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ab = /** @type {((inputs?: Catalog_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_ab(inputs)
	return __en.catalog_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Catalog_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_bc = /** @type {((inputs?: Catalog_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_bc(inputs)
	return __en.catalog_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Catalog_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_mb = /** @type {((inputs?: Catalog_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_mb(inputs)
	return __en.catalog_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Catalog_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nb = /** @type {((inputs?: Catalog_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nb(inputs)
	return __en.catalog_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Catalog_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nl = /** @type {((inputs?: Catalog_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nl(inputs)
	return __en.catalog_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Catalog_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ns = /** @type {((inputs?: Catalog_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_ns(inputs)
	return __en.catalog_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Catalog_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nt = /** @type {((inputs?: Catalog_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nt(inputs)
	return __en.catalog_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Catalog_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nu = /** @type {((inputs?: Catalog_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nu(inputs)
	return __en.catalog_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Catalog_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_on = /** @type {((inputs?: Catalog_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_on(inputs)
	return __en.catalog_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Catalog_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_pe = /** @type {((inputs?: Catalog_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_pe(inputs)
	return __en.catalog_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Catalog_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_qc = /** @type {((inputs?: Catalog_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_qc(inputs)
	return __en.catalog_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Catalog_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_sk = /** @type {((inputs?: Catalog_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_sk(inputs)
	return __en.catalog_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Catalog_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_yt = /** @type {((inputs?: Catalog_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_yt(inputs)
	return __en.catalog_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_title = /** @type {((inputs?: Checkout_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_title(inputs)
	return __en.checkout_title(inputs)
});
/**
* | output |
* | --- |
* | "Checkout steps" |
*
* @param {Checkout_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_steps_label = /** @type {((inputs?: Checkout_Steps_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Steps_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_steps_label(inputs)
	return __en.checkout_steps_label(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Checkout_Step_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_address = /** @type {((inputs?: Checkout_Step_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Step_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_step_address(inputs)
	return __en.checkout_step_address(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Checkout_Step_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_schedule = /** @type {((inputs?: Checkout_Step_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Step_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_step_schedule(inputs)
	return __en.checkout_step_schedule(inputs)
});
/**
* | output |
* | --- |
* | "Agreement" |
*
* @param {Checkout_Step_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_agreement = /** @type {((inputs?: Checkout_Step_AgreementInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Step_AgreementInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_step_agreement(inputs)
	return __en.checkout_step_agreement(inputs)
});
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Checkout_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_payment = /** @type {((inputs?: Checkout_Step_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Step_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_step_payment(inputs)
	return __en.checkout_step_payment(inputs)
});
/**
* | output |
* | --- |
* | "Review" |
*
* @param {Checkout_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_review = /** @type {((inputs?: Checkout_Step_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Step_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_step_review(inputs)
	return __en.checkout_step_review(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Checkout_Step_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_step_pickup = /** @type {((inputs?: Checkout_Step_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Step_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_step_pickup(inputs)
	return __en.checkout_step_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Checkout step" |
*
* @param {Checkout_Panel_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_panel_label = /** @type {((inputs?: Checkout_Panel_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Panel_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_panel_label(inputs)
	return __en.checkout_panel_label(inputs)
});
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Checkout_Your_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_your_cart = /** @type {((inputs?: Checkout_Your_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Your_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_your_cart(inputs)
	return __en.checkout_your_cart(inputs)
});
/**
* | output |
* | --- |
* | "× {quantity}" |
*
* @param {Checkout_Times_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_times_quantity = /** @type {((inputs: Checkout_Times_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Times_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_times_quantity(inputs)
	return __en.checkout_times_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Checkout_Home_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_home_label = /** @type {((inputs?: Checkout_Home_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Home_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_home_label(inputs)
	return __en.checkout_home_label(inputs)
});
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Checkout_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_brand = /** @type {((inputs?: Checkout_BrandInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_BrandInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_brand(inputs)
	return __en.checkout_brand(inputs)
});
/**
* | output |
* | --- |
* | "Back to cart" |
*
* @param {Checkout_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_cart = /** @type {((inputs?: Checkout_Back_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Back_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_back_to_cart(inputs)
	return __en.checkout_back_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Checkout_Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_cart_empty_title = /** @type {((inputs?: Checkout_Cart_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Cart_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_cart_empty_title(inputs)
	return __en.checkout_cart_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Getting your checkout ready…" |
*
* @param {Checkout_Getting_ReadyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_getting_ready = /** @type {((inputs?: Checkout_Getting_ReadyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Getting_ReadyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_getting_ready(inputs)
	return __en.checkout_getting_ready(inputs)
});
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Checkout_Choose_City_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_choose_city_first = /** @type {((inputs?: Checkout_Choose_City_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Choose_City_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_choose_city_first(inputs)
	return __en.checkout_choose_city_first(inputs)
});
/**
* | output |
* | --- |
* | "Shop furniture" |
*
* @param {Checkout_Shop_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_shop_furniture = /** @type {((inputs?: Checkout_Shop_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Shop_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_shop_furniture(inputs)
	return __en.checkout_shop_furniture(inputs)
});
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Checkout_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_go_to_cart = /** @type {((inputs?: Checkout_Go_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Go_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_go_to_cart(inputs)
	return __en.checkout_go_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Add something to your cart before checking out." |
*
* @param {Checkout_Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_cart_empty_text = /** @type {((inputs?: Checkout_Cart_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Cart_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_cart_empty_text(inputs)
	return __en.checkout_cart_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Looking up the city your cart is priced for." |
*
* @param {Checkout_Waiting_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_waiting_text = /** @type {((inputs?: Checkout_Waiting_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Waiting_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_waiting_text(inputs)
	return __en.checkout_waiting_text(inputs)
});
/**
* | output |
* | --- |
* | "We could not load our cities: choose yours in the cart, then check out." |
*
* @param {Checkout_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_cities_failed = /** @type {((inputs?: Checkout_Cities_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Cities_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_cities_failed(inputs)
	return __en.checkout_cities_failed(inputs)
});
/**
* | output |
* | --- |
* | "Choose a delivery address" |
*
* @param {Checkout_Choose_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_choose_address_title = /** @type {((inputs?: Checkout_Choose_Address_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Choose_Address_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_choose_address_title(inputs)
	return __en.checkout_choose_address_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading your addresses" |
*
* @param {Checkout_Loading_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_addresses = /** @type {((inputs?: Checkout_Loading_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Loading_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_loading_addresses(inputs)
	return __en.checkout_loading_addresses(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your addresses" |
*
* @param {Checkout_Addresses_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_addresses_failed = /** @type {((inputs?: Checkout_Addresses_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Addresses_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_addresses_failed(inputs)
	return __en.checkout_addresses_failed(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Checkout_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_try_again = /** @type {((inputs?: Checkout_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_try_again(inputs)
	return __en.checkout_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Your addresses" |
*
* @param {Checkout_Your_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_your_addresses = /** @type {((inputs?: Checkout_Your_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Your_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_your_addresses(inputs)
	return __en.checkout_your_addresses(inputs)
});
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Checkout_Use_This_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_use_this_address = /** @type {((inputs?: Checkout_Use_This_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Use_This_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_use_this_address(inputs)
	return __en.checkout_use_this_address(inputs)
});
/**
* | output |
* | --- |
* | "Add an address" |
*
* @param {Checkout_Add_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_add_address = /** @type {((inputs?: Checkout_Add_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Add_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_add_address(inputs)
	return __en.checkout_add_address(inputs)
});
/**
* | output |
* | --- |
* | "Save and use this address" |
*
* @param {Checkout_Save_And_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_save_and_use = /** @type {((inputs?: Checkout_Save_And_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Save_And_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_save_and_use(inputs)
	return __en.checkout_save_and_use(inputs)
});
/**
* | output |
* | --- |
* | "Monthly payment agreement" |
*
* @param {Checkout_Agreement_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_label = /** @type {((inputs?: Checkout_Agreement_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_label(inputs)
	return __en.checkout_agreement_label(inputs)
});
/**
* | output |
* | --- |
* | "Monthly payment agreement." |
*
* @param {Checkout_Agreement_Clauses_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_clauses_title = /** @type {((inputs?: Checkout_Agreement_Clauses_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Clauses_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_clauses_title(inputs)
	return __en.checkout_agreement_clauses_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribed and rented furniture stays ours while you pay for it; financed furniture is yours after the last instalment. You keep it in good condition, in the..." |
*
* @param {Checkout_Agreement_Clauses_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_clauses_intro = /** @type {((inputs?: Checkout_Agreement_Clauses_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Clauses_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_clauses_intro(inputs)
	return __en.checkout_agreement_clauses_intro(inputs)
});
/**
* | output |
* | --- |
* | "{title}:" |
*
* @param {Checkout_Clause_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_clause_title = /** @type {((inputs: Checkout_Clause_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Clause_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_clause_title(inputs)
	return __en.checkout_clause_title(inputs)
});
/**
* | output |
* | --- |
* | "financing over {payments} months: {payments} monthly instalments{instalment}{total}; yours after the last instalment" |
*
* @param {Checkout_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_financing = /** @type {((inputs: Checkout_Terms_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_financing(inputs)
	return __en.checkout_terms_financing(inputs)
});
/**
* | output |
* | --- |
* | "of {amount}" |
*
* @param {Checkout_Terms_Financing_InstalmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_financing_instalment = /** @type {((inputs: Checkout_Terms_Financing_InstalmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_Financing_InstalmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_financing_instalment(inputs)
	return __en.checkout_terms_financing_instalment(inputs)
});
/**
* | output |
* | --- |
* | ", total cost {total}" |
*
* @param {Checkout_Terms_Financing_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_financing_total = /** @type {((inputs: Checkout_Terms_Financing_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_Financing_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_financing_total(inputs)
	return __en.checkout_terms_financing_total(inputs)
});
/**
* | output |
* | --- |
* | "rental at {each}, billed monthly until you return it" |
*
* @param {Checkout_Terms_Rental_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_rental_at = /** @type {((inputs: Checkout_Terms_Rental_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_Rental_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_rental_at(inputs)
	return __en.checkout_terms_rental_at(inputs)
});
/**
* | output |
* | --- |
* | "rental, billed monthly until you return it" |
*
* @param {Checkout_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_rental = /** @type {((inputs?: Checkout_Terms_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_rental(inputs)
	return __en.checkout_terms_rental(inputs)
});
/**
* | output |
* | --- |
* | "subscription at {each}" |
*
* @param {Checkout_Terms_Subscription_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_subscription_at = /** @type {((inputs: Checkout_Terms_Subscription_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_Subscription_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_subscription_at(inputs)
	return __en.checkout_terms_subscription_at(inputs)
});
/**
* | output |
* | --- |
* | "subscription" |
*
* @param {Checkout_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_subscription = /** @type {((inputs?: Checkout_Terms_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_subscription(inputs)
	return __en.checkout_terms_subscription(inputs)
});
/**
* | output |
* | --- |
* | ", {months}-month minimum term" |
*
* @param {Checkout_Terms_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_minimum = /** @type {((inputs: Checkout_Terms_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_minimum(inputs)
	return __en.checkout_terms_minimum(inputs)
});
/**
* | output |
* | --- |
* | ", month to month" |
*
* @param {Checkout_Terms_Month_To_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_terms_month_to_month = /** @type {((inputs?: Checkout_Terms_Month_To_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Terms_Month_To_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_terms_month_to_month(inputs)
	return __en.checkout_terms_month_to_month(inputs)
});
/**
* | output |
* | --- |
* | "Subscription and rental agreement." |
*
* @param {Checkout_Agreement_Held_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_held_title = /** @type {((inputs?: Checkout_Agreement_Held_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Held_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_held_title(inputs)
	return __en.checkout_agreement_held_title(inputs)
});
/**
* | output |
* | --- |
* | "You have the subscribed or rented furniture below from us for as long as you pay for it. It stays ours until a subscription is paid off; you keep it in good ..." |
*
* @param {Checkout_Agreement_Held_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_held_text = /** @type {((inputs?: Checkout_Agreement_Held_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Held_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_held_text(inputs)
	return __en.checkout_agreement_held_text(inputs)
});
/**
* | output |
* | --- |
* | "Financing agreement." |
*
* @param {Checkout_Agreement_Financing_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_financing_title = /** @type {((inputs?: Checkout_Agreement_Financing_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Financing_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_financing_title(inputs)
	return __en.checkout_agreement_financing_title(inputs)
});
/**
* | output |
* | --- |
* | "You buy the financed furniture below and pay for it in equal monthly instalments over its term; each item's total cost is shown below. It is yours after the ..." |
*
* @param {Checkout_Agreement_Financing_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_financing_text = /** @type {((inputs?: Checkout_Agreement_Financing_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Financing_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_financing_text(inputs)
	return __en.checkout_agreement_financing_text(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {terms}" |
*
* @param {Checkout_Agreement_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_line = /** @type {((inputs: Checkout_Agreement_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_line(inputs)
	return __en.checkout_agreement_line(inputs)
});
/**
* | output |
* | --- |
* | "The first month is charged today with your order; later months are charged to your card on the same day each month, from a month after delivery. Normal wear ..." |
*
* @param {Checkout_Agreement_ChargesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_charges = /** @type {((inputs?: Checkout_Agreement_ChargesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_ChargesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_charges(inputs)
	return __en.checkout_agreement_charges(inputs)
});
/**
* | output |
* | --- |
* | "Returns (version {version})." |
*
* @param {Checkout_Agreement_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_returns_title = /** @type {((inputs: Checkout_Agreement_Returns_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_Returns_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_returns_title(inputs)
	return __en.checkout_agreement_returns_title(inputs)
});
/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Checkout_Signature_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signature_label = /** @type {((inputs?: Checkout_Signature_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Signature_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_signature_label(inputs)
	return __en.checkout_signature_label(inputs)
});
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Checkout_Signature_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signature_required = /** @type {((inputs?: Checkout_Signature_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Signature_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_signature_required(inputs)
	return __en.checkout_signature_required(inputs)
});
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signature_mismatch = /** @type {((inputs: Checkout_Signature_MismatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Signature_MismatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_signature_mismatch(inputs)
	return __en.checkout_signature_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Checkout_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_heading = /** @type {((inputs: Checkout_Order_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Order_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_order_heading(inputs)
	return __en.checkout_order_heading(inputs)
});
/**
* | output |
* | --- |
* | "Placed {date}." |
*
* @param {Checkout_Placed_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_on = /** @type {((inputs: Checkout_Placed_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Placed_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_placed_on(inputs)
	return __en.checkout_placed_on(inputs)
});
/**
* | output |
* | --- |
* | "Placed {date}, delivery {delivery}." |
*
* @param {Checkout_Placed_On_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_on_delivery = /** @type {((inputs: Checkout_Placed_On_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Placed_On_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_placed_on_delivery(inputs)
	return __en.checkout_placed_on_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Signing" |
*
* @param {Checkout_SigningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signing = /** @type {((inputs?: Checkout_SigningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_SigningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_signing(inputs)
	return __en.checkout_signing(inputs)
});
/**
* | output |
* | --- |
* | "Sign agreement" |
*
* @param {Checkout_Sign_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_agreement = /** @type {((inputs?: Checkout_Sign_AgreementInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Sign_AgreementInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_sign_agreement(inputs)
	return __en.checkout_sign_agreement(inputs)
});
/**
* | output |
* | --- |
* | "Unsigned agreements" |
*
* @param {Checkout_Unsigned_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_unsigned_title = /** @type {((inputs?: Checkout_Unsigned_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Unsigned_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_unsigned_title(inputs)
	return __en.checkout_unsigned_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading your agreements" |
*
* @param {Checkout_Loading_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_agreements = /** @type {((inputs?: Checkout_Loading_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Loading_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_loading_agreements(inputs)
	return __en.checkout_loading_agreements(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your agreements" |
*
* @param {Checkout_Agreements_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreements_failed = /** @type {((inputs?: Checkout_Agreements_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreements_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreements_failed(inputs)
	return __en.checkout_agreements_failed(inputs)
});
/**
* | output |
* | --- |
* | "Nothing to sign" |
*
* @param {Checkout_Nothing_To_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_nothing_to_sign = /** @type {((inputs?: Checkout_Nothing_To_SignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Nothing_To_SignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_nothing_to_sign(inputs)
	return __en.checkout_nothing_to_sign(inputs)
});
/**
* | output |
* | --- |
* | "Every subscription agreement of yours is signed." |
*
* @param {Checkout_All_SignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_all_signed = /** @type {((inputs?: Checkout_All_SignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_All_SignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_all_signed(inputs)
	return __en.checkout_all_signed(inputs)
});
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Checkout_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_due_today = /** @type {((inputs?: Checkout_Due_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Due_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_due_today(inputs)
	return __en.checkout_due_today(inputs)
});
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Checkout_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_then_monthly = /** @type {((inputs?: Checkout_Then_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Then_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_then_monthly(inputs)
	return __en.checkout_then_monthly(inputs)
});
/**
* | output |
* | --- |
* | "How each item is paid" |
*
* @param {Checkout_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_lines_label = /** @type {((inputs?: Checkout_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_lines_label(inputs)
	return __en.checkout_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "{amount} today" |
*
* @param {Checkout_Amount_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_amount_today = /** @type {((inputs: Checkout_Amount_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Amount_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_amount_today(inputs)
	return __en.checkout_amount_today(inputs)
});
/**
* | output |
* | --- |
* | "Where should we deliver?" |
*
* @param {Checkout_Where_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_where_deliver = /** @type {((inputs?: Checkout_Where_DeliverInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Where_DeliverInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_where_deliver(inputs)
	return __en.checkout_where_deliver(inputs)
});
/**
* | output |
* | --- |
* | "Your address for the receipt" |
*
* @param {Checkout_Receipt_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_receipt_address = /** @type {((inputs?: Checkout_Receipt_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Receipt_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_receipt_address(inputs)
	return __en.checkout_receipt_address(inputs)
});
/**
* | output |
* | --- |
* | "Switch to {city} and keep your cart" |
*
* @param {Checkout_Switch_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_switch_city = /** @type {((inputs: Checkout_Switch_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Switch_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_switch_city(inputs)
	return __en.checkout_switch_city(inputs)
});
/**
* | output |
* | --- |
* | "Checking your address" |
*
* @param {Checkout_Checking_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_checking_address = /** @type {((inputs?: Checkout_Checking_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Checking_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_checking_address(inputs)
	return __en.checkout_checking_address(inputs)
});
/**
* | output |
* | --- |
* | "Checking that we deliver there" |
*
* @param {Checkout_Checking_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_checking_delivery = /** @type {((inputs?: Checkout_Checking_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Checking_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_checking_delivery(inputs)
	return __en.checkout_checking_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Deliver to this address" |
*
* @param {Checkout_Deliver_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_deliver_here = /** @type {((inputs?: Checkout_Deliver_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Deliver_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_deliver_here(inputs)
	return __en.checkout_deliver_here(inputs)
});
/**
* | output |
* | --- |
* | "Add a new address" |
*
* @param {Checkout_Add_New_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_add_new_address = /** @type {((inputs?: Checkout_Add_New_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Add_New_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_add_new_address(inputs)
	return __en.checkout_add_new_address(inputs)
});
/**
* | output |
* | --- |
* | "New address" |
*
* @param {Checkout_New_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_new_address = /** @type {((inputs?: Checkout_New_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_New_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_new_address(inputs)
	return __en.checkout_new_address(inputs)
});
/**
* | output |
* | --- |
* | "Save and deliver here" |
*
* @param {Checkout_Save_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_save_deliver = /** @type {((inputs?: Checkout_Save_DeliverInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Save_DeliverInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_save_deliver(inputs)
	return __en.checkout_save_deliver(inputs)
});
/**
* | output |
* | --- |
* | "Sign your monthly payment agreement" |
*
* @param {Checkout_Sign_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_heading = /** @type {((inputs?: Checkout_Sign_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Sign_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_sign_heading(inputs)
	return __en.checkout_sign_heading(inputs)
});
/**
* | output |
* | --- |
* | "Your cart holds items paid monthly. Read the agreement, then sign it with your name." |
*
* @param {Checkout_Sign_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_intro = /** @type {((inputs?: Checkout_Sign_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Sign_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_sign_intro(inputs)
	return __en.checkout_sign_intro(inputs)
});
/**
* | output |
* | --- |
* | "Sign and continue" |
*
* @param {Checkout_Sign_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sign_continue = /** @type {((inputs?: Checkout_Sign_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Sign_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_sign_continue(inputs)
	return __en.checkout_sign_continue(inputs)
});
/**
* | output |
* | --- |
* | "Back to delivery" |
*
* @param {Checkout_Back_To_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_delivery = /** @type {((inputs?: Checkout_Back_To_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Back_To_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_back_to_delivery(inputs)
	return __en.checkout_back_to_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Loading your checkout" |
*
* @param {Checkout_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading = /** @type {((inputs?: Checkout_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_loading(inputs)
	return __en.checkout_loading(inputs)
});
/**
* | output |
* | --- |
* | "We could not start your checkout" |
*
* @param {Checkout_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_start_failed = /** @type {((inputs?: Checkout_Start_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Start_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_start_failed(inputs)
	return __en.checkout_start_failed(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your order is placed." |
*
* @param {Checkout_Placed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_title = /** @type {((inputs?: Checkout_Placed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Placed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_placed_title(inputs)
	return __en.checkout_placed_title(inputs)
});
/**
* | output |
* | --- |
* | "Order number {number}. Taking you to your confirmation…" |
*
* @param {Checkout_Placed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placed_text = /** @type {((inputs: Checkout_Placed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Placed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_placed_text(inputs)
	return __en.checkout_placed_text(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Checkout_Payment_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_payment_heading = /** @type {((inputs?: Checkout_Payment_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Payment_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_payment_heading(inputs)
	return __en.checkout_payment_heading(inputs)
});
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Checkout_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pay_with = /** @type {((inputs?: Checkout_Pay_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pay_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pay_with(inputs)
	return __en.checkout_pay_with(inputs)
});
/**
* | output |
* | --- |
* | "{brand} ending {last4}, expires {expiry}" |
*
* @param {Checkout_Saved_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_saved_card = /** @type {((inputs: Checkout_Saved_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Saved_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_saved_card(inputs)
	return __en.checkout_saved_card(inputs)
});
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Checkout_New_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_new_card = /** @type {((inputs?: Checkout_New_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_New_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_new_card(inputs)
	return __en.checkout_new_card(inputs)
});
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Checkout_Card_PrivateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_card_private = /** @type {((inputs?: Checkout_Card_PrivateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Card_PrivateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_card_private(inputs)
	return __en.checkout_card_private(inputs)
});
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Checkout_Name_On_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_name_on_card = /** @type {((inputs?: Checkout_Name_On_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Name_On_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_name_on_card(inputs)
	return __en.checkout_name_on_card(inputs)
});
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Checkout_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_card_number = /** @type {((inputs?: Checkout_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_card_number(inputs)
	return __en.checkout_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Checkout_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_expiry = /** @type {((inputs?: Checkout_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_expiry(inputs)
	return __en.checkout_expiry(inputs)
});
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Checkout_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_expiry_placeholder = /** @type {((inputs?: Checkout_Expiry_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Expiry_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_expiry_placeholder(inputs)
	return __en.checkout_expiry_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Checkout_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_security_code = /** @type {((inputs?: Checkout_Security_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Security_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_security_code(inputs)
	return __en.checkout_security_code(inputs)
});
/**
* | output |
* | --- |
* | "Save this card for next time" |
*
* @param {Checkout_Save_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_save_card = /** @type {((inputs?: Checkout_Save_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Save_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_save_card(inputs)
	return __en.checkout_save_card(inputs)
});
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Checkout_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_checking_card = /** @type {((inputs?: Checkout_Checking_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Checking_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_checking_card(inputs)
	return __en.checkout_checking_card(inputs)
});
/**
* | output |
* | --- |
* | "Review order" |
*
* @param {Checkout_Review_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_review_order = /** @type {((inputs?: Checkout_Review_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Review_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_review_order(inputs)
	return __en.checkout_review_order(inputs)
});
/**
* | output |
* | --- |
* | "Back to agreement" |
*
* @param {Checkout_Back_To_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_agreement = /** @type {((inputs?: Checkout_Back_To_AgreementInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Back_To_AgreementInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_back_to_agreement(inputs)
	return __en.checkout_back_to_agreement(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at our warehouse" |
*
* @param {Checkout_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_title = /** @type {((inputs?: Checkout_Pickup_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_title(inputs)
	return __en.checkout_pickup_title(inputs)
});
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Checkout_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_warehouse_name = /** @type {((inputs?: Checkout_Warehouse_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Warehouse_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_warehouse_name(inputs)
	return __en.checkout_warehouse_name(inputs)
});
/**
* | output |
* | --- |
* | "Every day, 10 am to 5 pm (Toronto time)" |
*
* @param {Checkout_Warehouse_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_warehouse_hours = /** @type {((inputs?: Checkout_Warehouse_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Warehouse_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_warehouse_hours(inputs)
	return __en.checkout_warehouse_hours(inputs)
});
/**
* | output |
* | --- |
* | "{hours}. Bring photo ID and your order number." |
*
* @param {Checkout_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_bring = /** @type {((inputs: Checkout_Pickup_BringInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_BringInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_bring(inputs)
	return __en.checkout_pickup_bring(inputs)
});
/**
* | output |
* | --- |
* | "{brand} ending {last4}" |
*
* @param {Checkout_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_card_ending = /** @type {((inputs: Checkout_Card_EndingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Card_EndingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_card_ending(inputs)
	return __en.checkout_card_ending(inputs)
});
/**
* | output |
* | --- |
* | "No card chosen" |
*
* @param {Checkout_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_no_card = /** @type {((inputs?: Checkout_No_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_No_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_no_card(inputs)
	return __en.checkout_no_card(inputs)
});
/**
* | output |
* | --- |
* | "Review your order" |
*
* @param {Checkout_Review_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_review_heading = /** @type {((inputs?: Checkout_Review_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Review_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_review_heading(inputs)
	return __en.checkout_review_heading(inputs)
});
/**
* | output |
* | --- |
* | "Pricing your order" |
*
* @param {Checkout_PricingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pricing = /** @type {((inputs?: Checkout_PricingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_PricingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pricing(inputs)
	return __en.checkout_pricing(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your order" |
*
* @param {Checkout_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_price_failed = /** @type {((inputs?: Checkout_Price_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Price_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_price_failed(inputs)
	return __en.checkout_price_failed(inputs)
});
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Checkout_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pick_up_at = /** @type {((inputs?: Checkout_Pick_Up_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pick_Up_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pick_up_at(inputs)
	return __en.checkout_pick_up_at(inputs)
});
/**
* | output |
* | --- |
* | "Your address" |
*
* @param {Checkout_Your_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_your_address = /** @type {((inputs?: Checkout_Your_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Your_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_your_address(inputs)
	return __en.checkout_your_address(inputs)
});
/**
* | output |
* | --- |
* | "Deliver to" |
*
* @param {Checkout_Deliver_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_deliver_to = /** @type {((inputs?: Checkout_Deliver_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Deliver_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_deliver_to(inputs)
	return __en.checkout_deliver_to(inputs)
});
/**
* | output |
* | --- |
* | "Change address" |
*
* @param {Checkout_Change_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_change_address = /** @type {((inputs?: Checkout_Change_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Change_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_change_address(inputs)
	return __en.checkout_change_address(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Checkout_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_when = /** @type {((inputs?: Checkout_WhenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_WhenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_when(inputs)
	return __en.checkout_when(inputs)
});
/**
* | output |
* | --- |
* | "Change day" |
*
* @param {Checkout_Change_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_change_day = /** @type {((inputs?: Checkout_Change_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Change_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_change_day(inputs)
	return __en.checkout_change_day(inputs)
});
/**
* | output |
* | --- |
* | "Change card" |
*
* @param {Checkout_Change_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_change_card = /** @type {((inputs?: Checkout_Change_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Change_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_change_card(inputs)
	return __en.checkout_change_card(inputs)
});
/**
* | output |
* | --- |
* | "Signed by {name}" |
*
* @param {Checkout_Signed_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_signed_by = /** @type {((inputs: Checkout_Signed_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Signed_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_signed_by(inputs)
	return __en.checkout_signed_by(inputs)
});
/**
* | output |
* | --- |
* | "Your order was not confirmed" |
*
* @param {Checkout_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_not_confirmed = /** @type {((inputs?: Checkout_Not_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Not_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_not_confirmed(inputs)
	return __en.checkout_not_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Trying again never charges you twice." |
*
* @param {Checkout_Never_TwiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_never_twice = /** @type {((inputs?: Checkout_Never_TwiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Never_TwiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_never_twice(inputs)
	return __en.checkout_never_twice(inputs)
});
/**
* | output |
* | --- |
* | "Back to review" |
*
* @param {Checkout_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_review = /** @type {((inputs?: Checkout_Back_To_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Back_To_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_back_to_review(inputs)
	return __en.checkout_back_to_review(inputs)
});
/**
* | output |
* | --- |
* | "Placing your order" |
*
* @param {Checkout_PlacingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_placing = /** @type {((inputs?: Checkout_PlacingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_PlacingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_placing(inputs)
	return __en.checkout_placing(inputs)
});
/**
* | output |
* | --- |
* | "Place order and pay {amount} today" |
*
* @param {Checkout_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_place_order = /** @type {((inputs: Checkout_Place_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Place_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_place_order(inputs)
	return __en.checkout_place_order(inputs)
});
/**
* | output |
* | --- |
* | "When will you pick up?" |
*
* @param {Checkout_When_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_when_pickup = /** @type {((inputs?: Checkout_When_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_When_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_when_pickup(inputs)
	return __en.checkout_when_pickup(inputs)
});
/**
* | output |
* | --- |
* | "When should we deliver?" |
*
* @param {Checkout_When_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_when_deliver = /** @type {((inputs?: Checkout_When_DeliverInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_When_DeliverInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_when_deliver(inputs)
	return __en.checkout_when_deliver(inputs)
});
/**
* | output |
* | --- |
* | "Loading delivery days" |
*
* @param {Checkout_Loading_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_days = /** @type {((inputs?: Checkout_Loading_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Loading_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_loading_days(inputs)
	return __en.checkout_loading_days(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the delivery days" |
*
* @param {Checkout_Days_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_days_failed = /** @type {((inputs?: Checkout_Days_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Days_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_days_failed(inputs)
	return __en.checkout_days_failed(inputs)
});
/**
* | output |
* | --- |
* | "From {from} to {to}" |
*
* @param {Checkout_Days_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_days_hint = /** @type {((inputs: Checkout_Days_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Days_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_days_hint(inputs)
	return __en.checkout_days_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose a day from {from} to {to}." |
*
* @param {Checkout_Days_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_days_error = /** @type {((inputs: Checkout_Days_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Days_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_days_error(inputs)
	return __en.checkout_days_error(inputs)
});
/**
* | output |
* | --- |
* | "Pickup day" |
*
* @param {Checkout_Pickup_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_day = /** @type {((inputs?: Checkout_Pickup_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_day(inputs)
	return __en.checkout_pickup_day(inputs)
});
/**
* | output |
* | --- |
* | "Delivery day" |
*
* @param {Checkout_Delivery_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_day = /** @type {((inputs?: Checkout_Delivery_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Delivery_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_delivery_day(inputs)
	return __en.checkout_delivery_day(inputs)
});
/**
* | output |
* | --- |
* | "Pickup window ({city} time)" |
*
* @param {Checkout_Pickup_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_window = /** @type {((inputs: Checkout_Pickup_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_window(inputs)
	return __en.checkout_pickup_window(inputs)
});
/**
* | output |
* | --- |
* | "Time window ({city} time)" |
*
* @param {Checkout_Time_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_time_window = /** @type {((inputs: Checkout_Time_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Time_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_time_window(inputs)
	return __en.checkout_time_window(inputs)
});
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Checkout_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_continue = /** @type {((inputs?: Checkout_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_continue(inputs)
	return __en.checkout_continue(inputs)
});
/**
* | output |
* | --- |
* | "Back to address" |
*
* @param {Checkout_Back_To_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_back_to_address = /** @type {((inputs?: Checkout_Back_To_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Back_To_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_back_to_address(inputs)
	return __en.checkout_back_to_address(inputs)
});
/**
* | output |
* | --- |
* | "Check this field: {messages}" |
*
* @param {Checkout_Check_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_check_field = /** @type {((inputs: Checkout_Check_FieldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Check_FieldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_check_field(inputs)
	return __en.checkout_check_field(inputs)
});
/**
* | output |
* | --- |
* | "Check these {count} fields: {messages}" |
*
* @param {Checkout_Check_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_check_fields = /** @type {((inputs: Checkout_Check_FieldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Check_FieldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_check_fields(inputs)
	return __en.checkout_check_fields(inputs)
});
/**
* | output |
* | --- |
* | "in the morning" |
*
* @param {Checkout_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_morning = /** @type {((inputs?: Checkout_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_window_morning(inputs)
	return __en.checkout_window_morning(inputs)
});
/**
* | output |
* | --- |
* | "in the afternoon" |
*
* @param {Checkout_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_afternoon = /** @type {((inputs?: Checkout_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_window_afternoon(inputs)
	return __en.checkout_window_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "in the evening" |
*
* @param {Checkout_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_evening = /** @type {((inputs?: Checkout_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_window_evening(inputs)
	return __en.checkout_window_evening(inputs)
});
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Checkout_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_anytime = /** @type {((inputs?: Checkout_Window_AnytimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Window_AnytimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_window_anytime(inputs)
	return __en.checkout_window_anytime(inputs)
});
/**
* | output |
* | --- |
* | "for pickup" |
*
* @param {Checkout_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_window_pickup = /** @type {((inputs?: Checkout_Window_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Window_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_window_pickup(inputs)
	return __en.checkout_window_pickup(inputs)
});
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount}" |
*
* @param {Checkout_Line_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_financing = /** @type {((inputs: Checkout_Line_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Line_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_line_financing(inputs)
	return __en.checkout_line_financing(inputs)
});
/**
* | output |
* | --- |
* | "Monthly subscription, yours once paid off" |
*
* @param {Checkout_Line_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_subscription = /** @type {((inputs?: Checkout_Line_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Line_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_line_subscription(inputs)
	return __en.checkout_line_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Checkout_Line_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_rental = /** @type {((inputs?: Checkout_Line_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Line_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_line_rental(inputs)
	return __en.checkout_line_rental(inputs)
});
/**
* | output |
* | --- |
* | "Bought" |
*
* @param {Checkout_Line_BoughtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_bought = /** @type {((inputs?: Checkout_Line_BoughtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Line_BoughtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_line_bought(inputs)
	return __en.checkout_line_bought(inputs)
});
/**
* | output |
* | --- |
* | "Loading your order" |
*
* @param {Checkout_Loading_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_loading_order = /** @type {((inputs?: Checkout_Loading_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Loading_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_loading_order(inputs)
	return __en.checkout_loading_order(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your order" |
*
* @param {Checkout_Order_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_failed = /** @type {((inputs?: Checkout_Order_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Order_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_order_failed(inputs)
	return __en.checkout_order_failed(inputs)
});
/**
* | output |
* | --- |
* | "We could not find this order" |
*
* @param {Checkout_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_not_found = /** @type {((inputs?: Checkout_Order_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Order_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_order_not_found(inputs)
	return __en.checkout_order_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Checkout_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_go_to_account = /** @type {((inputs?: Checkout_Go_To_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Go_To_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_go_to_account(inputs)
	return __en.checkout_go_to_account(inputs)
});
/**
* | output |
* | --- |
* | "Your order is safe; only this page failed to load." |
*
* @param {Checkout_Order_SafeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_safe = /** @type {((inputs?: Checkout_Order_SafeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Order_SafeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_order_safe(inputs)
	return __en.checkout_order_safe(inputs)
});
/**
* | output |
* | --- |
* | "It may belong to another account." |
*
* @param {Checkout_Other_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_other_account = /** @type {((inputs?: Checkout_Other_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Other_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_other_account(inputs)
	return __en.checkout_other_account(inputs)
});
/**
* | output |
* | --- |
* | "Thank you, your order is placed" |
*
* @param {Checkout_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_success_title = /** @type {((inputs?: Checkout_Success_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Success_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_success_title(inputs)
	return __en.checkout_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Checkout_Order_Number_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_order_number_label = /** @type {((inputs?: Checkout_Order_Number_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Order_Number_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_order_number_label(inputs)
	return __en.checkout_order_number_label(inputs)
});
/**
* | output |
* | --- |
* | "We sent the receipt to {email}." |
*
* @param {Checkout_Receipt_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_receipt_sent = /** @type {((inputs: Checkout_Receipt_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Receipt_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_receipt_sent(inputs)
	return __en.checkout_receipt_sent(inputs)
});
/**
* | output |
* | --- |
* | "Pick up your order at" |
*
* @param {Checkout_Pickup_At_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_at_before = /** @type {((inputs?: Checkout_Pickup_At_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_At_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_at_before(inputs)
	return __en.checkout_pickup_at_before(inputs)
});
/**
* | output |
* | --- |
* | "on" |
*
* @param {Checkout_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_on = /** @type {((inputs?: Checkout_Pickup_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_on(inputs)
	return __en.checkout_pickup_on(inputs)
});
/**
* | output |
* | --- |
* | "between 10 am and 5 pm. Bring photo ID and your order number." |
*
* @param {Checkout_Pickup_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_pickup_after = /** @type {((inputs?: Checkout_Pickup_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Pickup_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_pickup_after(inputs)
	return __en.checkout_pickup_after(inputs)
});
/**
* | output |
* | --- |
* | "Delivery on" |
*
* @param {Checkout_Delivery_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_on = /** @type {((inputs?: Checkout_Delivery_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Delivery_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_delivery_on(inputs)
	return __en.checkout_delivery_on(inputs)
});
/**
* | output |
* | --- |
* | "to {address}" |
*
* @param {Checkout_Delivery_To_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_to_address = /** @type {((inputs: Checkout_Delivery_To_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Delivery_To_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_delivery_to_address(inputs)
	return __en.checkout_delivery_to_address(inputs)
});
/**
* | output |
* | --- |
* | "unit {unit}" |
*
* @param {Checkout_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_unit = /** @type {((inputs: Checkout_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_unit(inputs)
	return __en.checkout_unit(inputs)
});
/**
* | output |
* | --- |
* | "Your monthly payment agreement is not signed yet" |
*
* @param {Checkout_Agreement_UnsignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_agreement_unsigned = /** @type {((inputs?: Checkout_Agreement_UnsignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Agreement_UnsignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_agreement_unsigned(inputs)
	return __en.checkout_agreement_unsigned(inputs)
});
/**
* | output |
* | --- |
* | "Read and sign it" |
*
* @param {Checkout_Read_And_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_read_and_sign = /** @type {((inputs?: Checkout_Read_And_SignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Read_And_SignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_read_and_sign(inputs)
	return __en.checkout_read_and_sign(inputs)
});
/**
* | output |
* | --- |
* | "before delivery." |
*
* @param {Checkout_Before_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_before_delivery = /** @type {((inputs?: Checkout_Before_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Before_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_before_delivery(inputs)
	return __en.checkout_before_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Checkout_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_items = /** @type {((inputs?: Checkout_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_items(inputs)
	return __en.checkout_items(inputs)
});
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Checkout_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_retail = /** @type {((inputs?: Checkout_RetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_RetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_retail(inputs)
	return __en.checkout_retail(inputs)
});
/**
* | output |
* | --- |
* | "sold at 85% off" |
*
* @param {Checkout_Sold_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_sold_off = /** @type {((inputs?: Checkout_Sold_OffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Sold_OffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_sold_off(inputs)
	return __en.checkout_sold_off(inputs)
});
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Checkout_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_quantity = /** @type {((inputs: Checkout_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_quantity(inputs)
	return __en.checkout_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Checkout_TotalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_totals = /** @type {((inputs?: Checkout_TotalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_TotalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_totals(inputs)
	return __en.checkout_totals(inputs)
});
/**
* | output |
* | --- |
* | "Then {amount} plus tax for your monthly items, billed from a month after delivery." |
*
* @param {Checkout_Monthly_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_monthly_after = /** @type {((inputs: Checkout_Monthly_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Monthly_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_monthly_after(inputs)
	return __en.checkout_monthly_after(inputs)
});
/**
* | output |
* | --- |
* | "Charged to {brand} ending {last4}." |
*
* @param {Checkout_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_charged_to = /** @type {((inputs: Checkout_Charged_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Charged_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_charged_to(inputs)
	return __en.checkout_charged_to(inputs)
});
/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {Checkout_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_view_receipt = /** @type {((inputs?: Checkout_View_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_View_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_view_receipt(inputs)
	return __en.checkout_view_receipt(inputs)
});
/**
* | output |
* | --- |
* | "See your orders in your account" |
*
* @param {Checkout_See_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_see_orders = /** @type {((inputs?: Checkout_See_OrdersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_See_OrdersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_see_orders(inputs)
	return __en.checkout_see_orders(inputs)
});
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Checkout_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_keep_shopping = /** @type {((inputs?: Checkout_Keep_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Keep_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_keep_shopping(inputs)
	return __en.checkout_keep_shopping(inputs)
});
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Checkout_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_an_item = /** @type {((inputs?: Checkout_An_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_An_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_an_item(inputs)
	return __en.checkout_an_item(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {error}" |
*
* @param {Checkout_Line_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_line_problem = /** @type {((inputs: Checkout_Line_ProblemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Line_ProblemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_line_problem(inputs)
	return __en.checkout_line_problem(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach our servers. Check your connection and try again." |
*
* @param {Checkout_Problem_UnreachableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_unreachable = /** @type {((inputs?: Checkout_Problem_UnreachableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_UnreachableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_unreachable(inputs)
	return __en.checkout_problem_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong." |
*
* @param {Checkout_Problem_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_unknown = /** @type {((inputs?: Checkout_Problem_UnknownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_UnknownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_unknown(inputs)
	return __en.checkout_problem_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Choose a delivery day and a time window." |
*
* @param {Checkout_Problem_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_choose_day = /** @type {((inputs?: Checkout_Problem_Choose_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Choose_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_choose_day(inputs)
	return __en.checkout_problem_choose_day(inputs)
});
/**
* | output |
* | --- |
* | "Choose a saved card or enter a new one." |
*
* @param {Checkout_Problem_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_choose_card = /** @type {((inputs?: Checkout_Problem_Choose_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Choose_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_choose_card(inputs)
	return __en.checkout_problem_choose_card(inputs)
});
/**
* | output |
* | --- |
* | "Enter a card." |
*
* @param {Checkout_Problem_Enter_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_enter_card = /** @type {((inputs?: Checkout_Problem_Enter_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Enter_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_enter_card(inputs)
	return __en.checkout_problem_enter_card(inputs)
});
/**
* | output |
* | --- |
* | "Enter the name on the card." |
*
* @param {Checkout_Problem_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_name = /** @type {((inputs?: Checkout_Problem_Card_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Card_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_card_name(inputs)
	return __en.checkout_problem_card_name(inputs)
});
/**
* | output |
* | --- |
* | "Check the card number." |
*
* @param {Checkout_Problem_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_number = /** @type {((inputs?: Checkout_Problem_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_card_number(inputs)
	return __en.checkout_problem_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Enter the expiry as MM/YY." |
*
* @param {Checkout_Problem_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_expiry = /** @type {((inputs?: Checkout_Problem_Card_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Card_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_card_expiry(inputs)
	return __en.checkout_problem_card_expiry(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 3 or 4 digit security code." |
*
* @param {Checkout_Problem_Card_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_card_cvc = /** @type {((inputs?: Checkout_Problem_Card_CvcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Card_CvcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_card_cvc(inputs)
	return __en.checkout_problem_card_cvc(inputs)
});
/**
* | output |
* | --- |
* | "Enter a first name." |
*
* @param {Checkout_Problem_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_first_name = /** @type {((inputs?: Checkout_Problem_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_first_name(inputs)
	return __en.checkout_problem_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a last name." |
*
* @param {Checkout_Problem_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_last_name = /** @type {((inputs?: Checkout_Problem_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_last_name(inputs)
	return __en.checkout_problem_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter the street address." |
*
* @param {Checkout_Problem_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_street = /** @type {((inputs?: Checkout_Problem_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_street(inputs)
	return __en.checkout_problem_street(inputs)
});
/**
* | output |
* | --- |
* | "Enter the city." |
*
* @param {Checkout_Problem_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_city = /** @type {((inputs?: Checkout_Problem_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_city(inputs)
	return __en.checkout_problem_city(inputs)
});
/**
* | output |
* | --- |
* | "Choose a province." |
*
* @param {Checkout_Problem_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_province = /** @type {((inputs?: Checkout_Problem_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_province(inputs)
	return __en.checkout_problem_province(inputs)
});
/**
* | output |
* | --- |
* | "Enter a postal code." |
*
* @param {Checkout_Problem_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_postal_code = /** @type {((inputs?: Checkout_Problem_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_postal_code(inputs)
	return __en.checkout_problem_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code like A1A 1A1." |
*
* @param {Checkout_Problem_Postal_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_postal_format = /** @type {((inputs?: Checkout_Problem_Postal_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Postal_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_postal_format(inputs)
	return __en.checkout_problem_postal_format(inputs)
});
/**
* | output |
* | --- |
* | "A postal code starting with {letter} is in {provinces}. Check the postal code or the province." |
*
* @param {Checkout_Problem_Postal_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_postal_province = /** @type {((inputs: Checkout_Problem_Postal_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_Postal_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_postal_province(inputs)
	return __en.checkout_problem_postal_province(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit phone number, e.g. 416 555 0134." |
*
* @param {Checkout_Problem_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_phone = /** @type {((inputs?: Checkout_Problem_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_phone(inputs)
	return __en.checkout_problem_phone(inputs)
});
/**
* | output |
* | --- |
* | "Enter the floor as a number." |
*
* @param {Checkout_Problem_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_problem_floor = /** @type {((inputs?: Checkout_Problem_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Problem_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_problem_floor(inputs)
	return __en.checkout_problem_floor(inputs)
});
/**
* | output |
* | --- |
* | "{city} doesn't deliver to {postalCode}." |
*
* @param {Checkout_Area_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_refused = /** @type {((inputs: Checkout_Area_RefusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Area_RefusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_area_refused(inputs)
	return __en.checkout_area_refused(inputs)
});
/**
* | output |
* | --- |
* | "{refused} None of our cities delivers there yet: choose another address." |
*
* @param {Checkout_Area_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_none = /** @type {((inputs: Checkout_Area_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Area_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_area_none(inputs)
	return __en.checkout_area_none(inputs)
});
/**
* | output |
* | --- |
* | "{refused} {names} delivers there: change your city to {names}, or choose another address." |
*
* @param {Checkout_Area_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_one = /** @type {((inputs: Checkout_Area_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Area_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_area_one(inputs)
	return __en.checkout_area_one(inputs)
});
/**
* | output |
* | --- |
* | "{refused} {names} deliver there: change your city to {names}, or choose another address." |
*
* @param {Checkout_Area_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_area_other = /** @type {((inputs: Checkout_Area_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Area_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_area_other(inputs)
	return __en.checkout_area_other(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Checkout_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_ab = /** @type {((inputs?: Checkout_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_ab(inputs)
	return __en.checkout_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Checkout_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_bc = /** @type {((inputs?: Checkout_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_bc(inputs)
	return __en.checkout_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Checkout_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_mb = /** @type {((inputs?: Checkout_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_mb(inputs)
	return __en.checkout_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Checkout_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nb = /** @type {((inputs?: Checkout_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_nb(inputs)
	return __en.checkout_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Checkout_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nl = /** @type {((inputs?: Checkout_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_nl(inputs)
	return __en.checkout_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Checkout_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_ns = /** @type {((inputs?: Checkout_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_ns(inputs)
	return __en.checkout_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Checkout_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nt = /** @type {((inputs?: Checkout_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_nt(inputs)
	return __en.checkout_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Checkout_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_nu = /** @type {((inputs?: Checkout_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_nu(inputs)
	return __en.checkout_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Checkout_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_on = /** @type {((inputs?: Checkout_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_on(inputs)
	return __en.checkout_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Checkout_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_pe = /** @type {((inputs?: Checkout_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_pe(inputs)
	return __en.checkout_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Checkout_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_qc = /** @type {((inputs?: Checkout_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_qc(inputs)
	return __en.checkout_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Checkout_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_sk = /** @type {((inputs?: Checkout_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_sk(inputs)
	return __en.checkout_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Checkout_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_province_yt = /** @type {((inputs?: Checkout_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_province_yt(inputs)
	return __en.checkout_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Checkout_Language_SwitchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_language_switch = /** @type {((inputs?: Checkout_Language_SwitchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Language_SwitchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_language_switch(inputs)
	return __en.checkout_language_switch(inputs)
});
/**
* | output |
* | --- |
* | "FR" |
*
* @param {Checkout_Language_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkout_language_code = /** @type {((inputs?: Checkout_Language_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Language_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.checkout_language_code(inputs)
	return __en.checkout_language_code(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Auth_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_something_wrong = /** @type {((inputs?: Auth_Something_WrongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Something_WrongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_something_wrong(inputs)
	return __en.auth_something_wrong(inputs)
});
/**
* | output |
* | --- |
* | "1 second" |
*
* @param {Auth_Seconds_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_seconds_one = /** @type {((inputs?: Auth_Seconds_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Seconds_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_seconds_one(inputs)
	return __en.auth_seconds_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} seconds" |
*
* @param {Auth_Seconds_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_seconds_other = /** @type {((inputs: Auth_Seconds_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Seconds_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_seconds_other(inputs)
	return __en.auth_seconds_other(inputs)
});
/**
* | output |
* | --- |
* | "1 minute" |
*
* @param {Auth_Minutes_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_minutes_one = /** @type {((inputs?: Auth_Minutes_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Minutes_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_minutes_one(inputs)
	return __en.auth_minutes_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} minutes" |
*
* @param {Auth_Minutes_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_minutes_other = /** @type {((inputs: Auth_Minutes_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Minutes_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_minutes_other(inputs)
	return __en.auth_minutes_other(inputs)
});
/**
* | output |
* | --- |
* | "1 hour" |
*
* @param {Auth_Hours_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_hours_one = /** @type {((inputs?: Auth_Hours_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Hours_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_hours_one(inputs)
	return __en.auth_hours_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} hours" |
*
* @param {Auth_Hours_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_hours_other = /** @type {((inputs: Auth_Hours_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Hours_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_hours_other(inputs)
	return __en.auth_hours_other(inputs)
});
/**
* | output |
* | --- |
* | "That email and password do not match an account. Check them and try again, or reset your password." |
*
* @param {Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_credentials = /** @type {((inputs?: Auth_Invalid_CredentialsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_CredentialsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_invalid_credentials(inputs)
	return __en.auth_invalid_credentials(inputs)
});
/**
* | output |
* | --- |
* | "That password is too common. Choose one that is harder to guess." |
*
* @param {Auth_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_too_common = /** @type {((inputs?: Auth_Password_Too_CommonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Too_CommonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password_too_common(inputs)
	return __en.auth_password_too_common(inputs)
});
/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Auth_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_session_ended = /** @type {((inputs?: Auth_Session_EndedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Session_EndedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_session_ended(inputs)
	return __en.auth_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Auth_No_AuthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_no_auth = /** @type {((inputs?: Auth_No_AuthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_No_AuthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_no_auth(inputs)
	return __en.auth_no_auth(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts. Please wait {wait} and try again." |
*
* @param {Auth_Too_Many_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_wait = /** @type {((inputs: Auth_Too_Many_WaitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Too_Many_WaitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_too_many_wait(inputs)
	return __en.auth_too_many_wait(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts. Please wait a few minutes and try again." |
*
* @param {Auth_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many = /** @type {((inputs?: Auth_Too_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Too_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_too_many(inputs)
	return __en.auth_too_many(inputs)
});
/**
* | output |
* | --- |
* | "This link has expired or was already used. Ask for a new one." |
*
* @param {Auth_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_link = /** @type {((inputs?: Auth_Invalid_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_invalid_link(inputs)
	return __en.auth_invalid_link(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Auth_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_email = /** @type {((inputs?: Auth_Enter_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Enter_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_enter_email(inputs)
	return __en.auth_enter_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid email address, like name@example.ca." |
*
* @param {Auth_Valid_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_valid_email = /** @type {((inputs?: Auth_Valid_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Valid_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_valid_email(inputs)
	return __en.auth_valid_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Auth_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_password = /** @type {((inputs?: Auth_Enter_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Enter_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_enter_password(inputs)
	return __en.auth_enter_password(inputs)
});
/**
* | output |
* | --- |
* | "Enter a password." |
*
* @param {Auth_Enter_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_new_password = /** @type {((inputs?: Auth_Enter_New_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Enter_New_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_enter_new_password(inputs)
	return __en.auth_enter_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Use at least {count} characters for your password." |
*
* @param {Auth_Password_MinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_min = /** @type {((inputs: Auth_Password_MinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_MinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password_min(inputs)
	return __en.auth_password_min(inputs)
});
/**
* | output |
* | --- |
* | "Use at most {count} characters for your password." |
*
* @param {Auth_Password_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_max = /** @type {((inputs: Auth_Password_MaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_MaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password_max(inputs)
	return __en.auth_password_max(inputs)
});
/**
* | output |
* | --- |
* | "Enter the password again." |
*
* @param {Auth_Enter_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_enter_again = /** @type {((inputs?: Auth_Enter_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Enter_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_enter_again(inputs)
	return __en.auth_enter_again(inputs)
});
/**
* | output |
* | --- |
* | "The passwords do not match." |
*
* @param {Auth_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_no_match = /** @type {((inputs?: Auth_No_MatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_No_MatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_no_match(inputs)
	return __en.auth_no_match(inputs)
});
/**
* | output |
* | --- |
* | "At least {count} characters. A few words you will remember make a strong one." |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint = /** @type {((inputs: Auth_Password_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password_hint(inputs)
	return __en.auth_password_hint(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in = /** @type {((inputs?: Auth_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_sign_in(inputs)
	return __en.auth_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to see your furniture, deliveries and receipts." |
*
* @param {Auth_Login_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_login_intro = /** @type {((inputs?: Auth_Login_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_login_intro(inputs)
	return __en.auth_login_intro(inputs)
});
/**
* | output |
* | --- |
* | "New to Pivot?" |
*
* @param {Auth_New_To_PivotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_to_pivot = /** @type {((inputs?: Auth_New_To_PivotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_To_PivotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_new_to_pivot(inputs)
	return __en.auth_new_to_pivot(inputs)
});
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Auth_Create_An_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_create_an_account = /** @type {((inputs?: Auth_Create_An_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Create_An_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_create_an_account(inputs)
	return __en.auth_create_an_account(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Auth_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email = /** @type {((inputs?: Auth_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_email(inputs)
	return __en.auth_email(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password = /** @type {((inputs?: Auth_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password(inputs)
	return __en.auth_password(inputs)
});
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password = /** @type {((inputs?: Auth_Forgot_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_forgot_password(inputs)
	return __en.auth_forgot_password(inputs)
});
/**
* | output |
* | --- |
* | "Signed in, one moment" |
*
* @param {Auth_Signed_In_MomentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_moment = /** @type {((inputs?: Auth_Signed_In_MomentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_MomentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signed_in_moment(inputs)
	return __en.auth_signed_in_moment(inputs)
});
/**
* | output |
* | --- |
* | "Signing in" |
*
* @param {Auth_Signing_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_in = /** @type {((inputs?: Auth_Signing_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signing_in(inputs)
	return __en.auth_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "One account for your subscriptions, deliveries, receipts and returns. All it takes is an email and a password." |
*
* @param {Auth_Signup_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signup_intro = /** @type {((inputs?: Auth_Signup_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signup_intro(inputs)
	return __en.auth_signup_intro(inputs)
});
/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Auth_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_have_account = /** @type {((inputs?: Auth_Have_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Have_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_have_account(inputs)
	return __en.auth_have_account(inputs)
});
/**
* | output |
* | --- |
* | "A friend sent you" |
*
* @param {Auth_Friend_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_friend_sent = /** @type {((inputs?: Auth_Friend_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Friend_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_friend_sent(inputs)
	return __en.auth_friend_sent(inputs)
});
/**
* | output |
* | --- |
* | "Sign up here and your account starts with a first-order credit from your friend’s referral, applied when you check out." |
*
* @param {Auth_Friend_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_friend_text = /** @type {((inputs?: Auth_Friend_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Friend_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_friend_text(inputs)
	return __en.auth_friend_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password = /** @type {((inputs?: Auth_Confirm_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_confirm_password(inputs)
	return __en.auth_confirm_password(inputs)
});
/**
* | output |
* | --- |
* | "Account created, one moment" |
*
* @param {Auth_Account_Created_MomentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_account_created_moment = /** @type {((inputs?: Auth_Account_Created_MomentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Account_Created_MomentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_account_created_moment(inputs)
	return __en.auth_account_created_moment(inputs)
});
/**
* | output |
* | --- |
* | "Creating your account" |
*
* @param {Auth_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account = /** @type {((inputs?: Auth_Creating_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Creating_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_creating_account(inputs)
	return __en.auth_creating_account(inputs)
});
/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_create_account = /** @type {((inputs?: Auth_Create_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Create_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_create_account(inputs)
	return __en.auth_create_account(inputs)
});
/**
* | output |
* | --- |
* | "If an account exists for that email, we sent a link to choose a new password. The link works for one hour." |
*
* @param {Auth_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent = /** @type {((inputs?: Auth_Reset_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_reset_sent(inputs)
	return __en.auth_reset_sent(inputs)
});
/**
* | output |
* | --- |
* | "Remembered it?" |
*
* @param {Auth_RememberedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_remembered = /** @type {((inputs?: Auth_RememberedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RememberedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_remembered(inputs)
	return __en.auth_remembered(inputs)
});
/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Auth_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_sign_in = /** @type {((inputs?: Auth_Back_To_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_back_to_sign_in(inputs)
	return __en.auth_back_to_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Check your email" |
*
* @param {Auth_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_check_email = /** @type {((inputs?: Auth_Check_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Check_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_check_email(inputs)
	return __en.auth_check_email(inputs)
});
/**
* | output |
* | --- |
* | "We used" |
*
* @param {Auth_We_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_we_used = /** @type {((inputs?: Auth_We_UsedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_We_UsedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_we_used(inputs)
	return __en.auth_we_used(inputs)
});
/**
* | output |
* | --- |
* | ". Nothing after a few minutes? Check your junk folder or try again." |
*
* @param {Auth_Nothing_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_nothing_after = /** @type {((inputs?: Auth_Nothing_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Nothing_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_nothing_after(inputs)
	return __en.auth_nothing_after(inputs)
});
/**
* | output |
* | --- |
* | "Send another link" |
*
* @param {Auth_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_another = /** @type {((inputs?: Auth_Send_AnotherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_AnotherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_send_another(inputs)
	return __en.auth_send_another(inputs)
});
/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title = /** @type {((inputs?: Auth_Reset_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_reset_title(inputs)
	return __en.auth_reset_title(inputs)
});
/**
* | output |
* | --- |
* | "Enter the email you use with us and we will send you a link to choose a new one." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro = /** @type {((inputs?: Auth_Reset_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_reset_intro(inputs)
	return __en.auth_reset_intro(inputs)
});
/**
* | output |
* | --- |
* | "Sending the link" |
*
* @param {Auth_Sending_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sending_link = /** @type {((inputs?: Auth_Sending_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sending_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_sending_link(inputs)
	return __en.auth_sending_link(inputs)
});
/**
* | output |
* | --- |
* | "Send the link" |
*
* @param {Auth_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_link = /** @type {((inputs?: Auth_Send_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_send_link(inputs)
	return __en.auth_send_link(inputs)
});
/**
* | output |
* | --- |
* | "Continue with {provider}" |
*
* @param {Auth_Continue_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_continue_with = /** @type {((inputs: Auth_Continue_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Continue_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_continue_with(inputs)
	return __en.auth_continue_with(inputs)
});
/**
* | output |
* | --- |
* | "Signing you in" |
*
* @param {Auth_Signing_You_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_you_in = /** @type {((inputs?: Auth_Signing_You_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_You_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signing_you_in(inputs)
	return __en.auth_signing_you_in(inputs)
});
/**
* | output |
* | --- |
* | "{label}…" |
*
* @param {Auth_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_working = /** @type {((inputs: Auth_WorkingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_WorkingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_working(inputs)
	return __en.auth_working(inputs)
});
/**
* | output |
* | --- |
* | "Finish creating your account" |
*
* @param {Auth_Finish_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_finish_title = /** @type {((inputs?: Auth_Finish_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Finish_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_finish_title(inputs)
	return __en.auth_finish_title(inputs)
});
/**
* | output |
* | --- |
* | "This page finishes signing in with another service, and the link to it has expired or is incomplete. Please start again." |
*
* @param {Auth_Link_Expired_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_expired_start = /** @type {((inputs?: Auth_Link_Expired_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_Expired_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_expired_start(inputs)
	return __en.auth_link_expired_start(inputs)
});
/**
* | output |
* | --- |
* | "This page finishes signing in with another service, and the link to it has expired or is incomplete. Please sign in again." |
*
* @param {Auth_Link_Expired_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_expired_sign_in = /** @type {((inputs?: Auth_Link_Expired_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_Expired_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_expired_sign_in(inputs)
	return __en.auth_link_expired_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Auth_Go_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_sign_in = /** @type {((inputs?: Auth_Go_To_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_go_to_sign_in(inputs)
	return __en.auth_go_to_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "{provider} did not share your email address with us. Enter the one we should use for your receipts and delivery updates." |
*
* @param {Auth_No_Email_SharedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_no_email_shared = /** @type {((inputs: Auth_No_Email_SharedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_No_Email_SharedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_no_email_shared(inputs)
	return __en.auth_no_email_shared(inputs)
});
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Auth_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_continue = /** @type {((inputs?: Auth_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_continue(inputs)
	return __en.auth_continue(inputs)
});
/**
* | output |
* | --- |
* | "Link your accounts" |
*
* @param {Auth_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_title = /** @type {((inputs?: Auth_Link_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_title(inputs)
	return __en.auth_link_title(inputs)
});
/**
* | output |
* | --- |
* | "already has a Pivot account with a password." |
*
* @param {Auth_Already_HasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_already_has = /** @type {((inputs?: Auth_Already_HasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Already_HasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_already_has(inputs)
	return __en.auth_already_has(inputs)
});
/**
* | output |
* | --- |
* | "Enter that password once to link your {provider} sign-in to it. After that, either way signs you in to the same account." |
*
* @param {Auth_Link_ProviderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_provider = /** @type {((inputs: Auth_Link_ProviderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_ProviderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_provider(inputs)
	return __en.auth_link_provider(inputs)
});
/**
* | output |
* | --- |
* | "Enter that password once to link the two to it. After that, either way signs you in to the same account." |
*
* @param {Auth_Link_TwoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_two = /** @type {((inputs?: Auth_Link_TwoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_TwoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_two(inputs)
	return __en.auth_link_two(inputs)
});
/**
* | output |
* | --- |
* | "Not your account?" |
*
* @param {Auth_Not_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_not_your_account = /** @type {((inputs?: Auth_Not_Your_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Not_Your_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_not_your_account(inputs)
	return __en.auth_not_your_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in another way" |
*
* @param {Auth_Sign_In_Another_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_another_way = /** @type {((inputs?: Auth_Sign_In_Another_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Another_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_sign_in_another_way(inputs)
	return __en.auth_sign_in_another_way(inputs)
});
/**
* | output |
* | --- |
* | "The account to link to." |
*
* @param {Auth_Account_To_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_account_to_link = /** @type {((inputs?: Auth_Account_To_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Account_To_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_account_to_link(inputs)
	return __en.auth_account_to_link(inputs)
});
/**
* | output |
* | --- |
* | "Linking your accounts" |
*
* @param {Auth_LinkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_linking = /** @type {((inputs?: Auth_LinkingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_LinkingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_linking(inputs)
	return __en.auth_linking(inputs)
});
/**
* | output |
* | --- |
* | "Link and sign in" |
*
* @param {Auth_Link_And_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_and_sign_in = /** @type {((inputs?: Auth_Link_And_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_And_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_and_sign_in(inputs)
	return __en.auth_link_and_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Sign in on another device" |
*
* @param {Auth_Device_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_title = /** @type {((inputs?: Auth_Device_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_title(inputs)
	return __en.auth_device_title(inputs)
});
/**
* | output |
* | --- |
* | "Signed in here, you can make a link that signs you in on your phone or another computer without typing your password. Sign in first." |
*
* @param {Auth_Device_Intro_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_intro_signed_out = /** @type {((inputs?: Auth_Device_Intro_Signed_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_Intro_Signed_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_intro_signed_out(inputs)
	return __en.auth_device_intro_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Make a link that signs" |
*
* @param {Auth_Device_Make_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_make_before = /** @type {((inputs?: Auth_Device_Make_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_Make_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_make_before(inputs)
	return __en.auth_device_make_before(inputs)
});
/**
* | output |
* | --- |
* | "you" |
*
* @param {Auth_Device_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_you = /** @type {((inputs?: Auth_Device_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_you(inputs)
	return __en.auth_device_you(inputs)
});
/**
* | output |
* | --- |
* | "in on another device without a password. Open it there; it works once." |
*
* @param {Auth_Device_Make_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_make_after = /** @type {((inputs?: Auth_Device_Make_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_Make_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_make_after(inputs)
	return __en.auth_device_make_after(inputs)
});
/**
* | output |
* | --- |
* | "Your sign-in link" |
*
* @param {Auth_Your_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_your_link = /** @type {((inputs?: Auth_Your_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Your_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_your_link(inputs)
	return __en.auth_your_link(inputs)
});
/**
* | output |
* | --- |
* | "It works once, for the next {wait}. Anyone with it can sign in as you: only share it with yourself." |
*
* @param {Auth_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_hint = /** @type {((inputs: Auth_Link_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_hint(inputs)
	return __en.auth_link_hint(inputs)
});
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Auth_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_copied = /** @type {((inputs?: Auth_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_copied(inputs)
	return __en.auth_copied(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Auth_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_copy_link = /** @type {((inputs?: Auth_Copy_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Copy_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_copy_link(inputs)
	return __en.auth_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Make a new link" |
*
* @param {Auth_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_link = /** @type {((inputs?: Auth_New_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_new_link(inputs)
	return __en.auth_new_link(inputs)
});
/**
* | output |
* | --- |
* | "The link is copied." |
*
* @param {Auth_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_copied = /** @type {((inputs?: Auth_Link_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_copied(inputs)
	return __en.auth_link_copied(inputs)
});
/**
* | output |
* | --- |
* | "Making your link" |
*
* @param {Auth_Making_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_making_link = /** @type {((inputs?: Auth_Making_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Making_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_making_link(inputs)
	return __en.auth_making_link(inputs)
});
/**
* | output |
* | --- |
* | "Make a sign-in link" |
*
* @param {Auth_Make_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_make_link = /** @type {((inputs?: Auth_Make_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Make_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_make_link(inputs)
	return __en.auth_make_link(inputs)
});
/**
* | output |
* | --- |
* | "Renewing your session" |
*
* @param {Auth_RenewingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_renewing = /** @type {((inputs?: Auth_RenewingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RenewingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_renewing(inputs)
	return __en.auth_renewing(inputs)
});
/**
* | output |
* | --- |
* | "We could not send the link. Check your connection and try again." |
*
* @param {Auth_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_failed = /** @type {((inputs?: Auth_Send_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_send_failed(inputs)
	return __en.auth_send_failed(inputs)
});
/**
* | output |
* | --- |
* | "A new link is on its way to {email}." |
*
* @param {Auth_Link_On_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_on_way = /** @type {((inputs: Auth_Link_On_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_On_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_on_way(inputs)
	return __en.auth_link_on_way(inputs)
});
/**
* | output |
* | --- |
* | "Send the link again" |
*
* @param {Auth_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_again = /** @type {((inputs?: Auth_Send_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_send_again(inputs)
	return __en.auth_send_again(inputs)
});
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Auth_New_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_title = /** @type {((inputs?: Auth_New_Password_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_Password_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_new_password_title(inputs)
	return __en.auth_new_password_title(inputs)
});
/**
* | output |
* | --- |
* | "Your password is changed" |
*
* @param {Auth_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_changed = /** @type {((inputs?: Auth_Password_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password_changed(inputs)
	return __en.auth_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "You are signed in with your new password. For your security, we signed out every other device that used the old one." |
*
* @param {Auth_Password_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_changed_text = /** @type {((inputs?: Auth_Password_Changed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Changed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_password_changed_text(inputs)
	return __en.auth_password_changed_text(inputs)
});
/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Auth_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_account = /** @type {((inputs?: Auth_Go_To_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_go_to_account(inputs)
	return __en.auth_go_to_account(inputs)
});
/**
* | output |
* | --- |
* | "Continue shopping" |
*
* @param {Auth_Continue_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_continue_shopping = /** @type {((inputs?: Auth_Continue_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Continue_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_continue_shopping(inputs)
	return __en.auth_continue_shopping(inputs)
});
/**
* | output |
* | --- |
* | "This link no longer works" |
*
* @param {Auth_Link_No_LongerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_no_longer = /** @type {((inputs?: Auth_Link_No_LongerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_No_LongerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_no_longer(inputs)
	return __en.auth_link_no_longer(inputs)
});
/**
* | output |
* | --- |
* | "Send me a new link" |
*
* @param {Auth_Send_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_send_new_link = /** @type {((inputs?: Auth_Send_New_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_New_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_send_new_link(inputs)
	return __en.auth_send_new_link(inputs)
});
/**
* | output |
* | --- |
* | "Choose the password you will sign in with from now on." |
*
* @param {Auth_New_Password_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_intro = /** @type {((inputs?: Auth_New_Password_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_Password_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_new_password_intro(inputs)
	return __en.auth_new_password_intro(inputs)
});
/**
* | output |
* | --- |
* | "Link not working?" |
*
* @param {Auth_Link_Not_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_not_working = /** @type {((inputs?: Auth_Link_Not_WorkingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_Not_WorkingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_not_working(inputs)
	return __en.auth_link_not_working(inputs)
});
/**
* | output |
* | --- |
* | "Ask for a new one" |
*
* @param {Auth_Ask_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_ask_new = /** @type {((inputs?: Auth_Ask_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Ask_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_ask_new(inputs)
	return __en.auth_ask_new(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password = /** @type {((inputs?: Auth_New_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_new_password(inputs)
	return __en.auth_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Auth_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_new_password = /** @type {((inputs?: Auth_Confirm_New_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_New_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_confirm_new_password(inputs)
	return __en.auth_confirm_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Saving your new password" |
*
* @param {Auth_Saving_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_saving_password = /** @type {((inputs?: Auth_Saving_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Saving_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_saving_password(inputs)
	return __en.auth_saving_password(inputs)
});
/**
* | output |
* | --- |
* | "Save new password" |
*
* @param {Auth_Save_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_save_password = /** @type {((inputs?: Auth_Save_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Save_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_save_password(inputs)
	return __en.auth_save_password(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with {provider}" |
*
* @param {Auth_Social_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_social_title = /** @type {((inputs: Auth_Social_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Social_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_social_title(inputs)
	return __en.auth_social_title(inputs)
});
/**
* | output |
* | --- |
* | "Signing in with {provider} did not finish. Please try again from the sign-in page." |
*
* @param {Auth_Social_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_social_failed = /** @type {((inputs: Auth_Social_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Social_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_social_failed(inputs)
	return __en.auth_social_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a link" |
*
* @param {Auth_Temp_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_temp_title = /** @type {((inputs?: Auth_Temp_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Temp_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_temp_title(inputs)
	return __en.auth_temp_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with your password" |
*
* @param {Auth_Sign_In_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_password = /** @type {((inputs?: Auth_Sign_In_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_sign_in_password(inputs)
	return __en.auth_sign_in_password(inputs)
});
/**
* | output |
* | --- |
* | "You are signed in" |
*
* @param {Auth_Signed_In_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_title = /** @type {((inputs?: Auth_Signed_In_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signed_in_title(inputs)
	return __en.auth_signed_in_title(inputs)
});
/**
* | output |
* | --- |
* | "This device is now signed in as" |
*
* @param {Auth_Device_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_signed_in_as = /** @type {((inputs?: Auth_Device_Signed_In_AsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_Signed_In_AsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_signed_in_as(inputs)
	return __en.auth_device_signed_in_as(inputs)
});
/**
* | output |
* | --- |
* | "This device is now signed in." |
*
* @param {Auth_Device_Signed_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_device_signed_in = /** @type {((inputs?: Auth_Device_Signed_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Device_Signed_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_device_signed_in(inputs)
	return __en.auth_device_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "The link you used has done its job and will not work again." |
*
* @param {Auth_Link_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_link_done = /** @type {((inputs?: Auth_Link_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_link_done(inputs)
	return __en.auth_link_done(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email" |
*
* @param {Auth_Confirm_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email = /** @type {((inputs?: Auth_Confirm_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_confirm_email(inputs)
	return __en.auth_confirm_email(inputs)
});
/**
* | output |
* | --- |
* | "Your email is confirmed" |
*
* @param {Auth_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmed = /** @type {((inputs?: Auth_Email_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_email_confirmed(inputs)
	return __en.auth_email_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. We will send receipts and delivery updates to" |
*
* @param {Auth_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmed_text = /** @type {((inputs?: Auth_Email_Confirmed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Confirmed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_email_confirmed_text(inputs)
	return __en.auth_email_confirmed_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirming your email" |
*
* @param {Auth_Confirming_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_confirming_email = /** @type {((inputs?: Auth_Confirming_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirming_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_confirming_email(inputs)
	return __en.auth_confirming_email(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Auth_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_my_account = /** @type {((inputs?: Auth_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_my_account(inputs)
	return __en.auth_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_as = /** @type {((inputs?: Auth_Signed_In_AsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_AsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signed_in_as(inputs)
	return __en.auth_signed_in_as(inputs)
});
/**
* | output |
* | --- |
* | "You are signed in." |
*
* @param {Auth_You_Are_Signed_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_you_are_signed_in = /** @type {((inputs?: Auth_You_Are_Signed_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_You_Are_Signed_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_you_are_signed_in(inputs)
	return __en.auth_you_are_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Account pages" |
*
* @param {Auth_Account_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_account_pages = /** @type {((inputs?: Auth_Account_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Account_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_account_pages(inputs)
	return __en.auth_account_pages(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Auth_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_profile = /** @type {((inputs?: Auth_ProfileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ProfileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_profile(inputs)
	return __en.auth_profile(inputs)
});
/**
* | output |
* | --- |
* | "Your name, phone numbers, email and what we send you." |
*
* @param {Auth_Profile_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_profile_text = /** @type {((inputs?: Auth_Profile_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Profile_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_profile_text(inputs)
	return __en.auth_profile_text(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Auth_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_address = /** @type {((inputs?: Auth_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_address(inputs)
	return __en.auth_address(inputs)
});
/**
* | output |
* | --- |
* | "Where we deliver, and what is at each address." |
*
* @param {Auth_Address_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_address_text = /** @type {((inputs?: Auth_Address_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Address_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_address_text(inputs)
	return __en.auth_address_text(inputs)
});
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Auth_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_receipts = /** @type {((inputs?: Auth_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_receipts(inputs)
	return __en.auth_receipts(inputs)
});
/**
* | output |
* | --- |
* | "Every order you placed, ready to view and print." |
*
* @param {Auth_Receipts_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_receipts_text = /** @type {((inputs?: Auth_Receipts_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Receipts_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_receipts_text(inputs)
	return __en.auth_receipts_text(inputs)
});
/**
* | output |
* | --- |
* | "Signing out" |
*
* @param {Auth_Signing_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signing_out = /** @type {((inputs?: Auth_Signing_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_signing_out(inputs)
	return __en.auth_signing_out(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Auth_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out = /** @type {((inputs?: Auth_Sign_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_sign_out(inputs)
	return __en.auth_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Auth_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_again = /** @type {((inputs?: Auth_Sign_In_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.auth_sign_in_again(inputs)
	return __en.auth_sign_in_again(inputs)
});