/* eslint-disable */
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
/** @typedef {{ what: NonNullable<unknown> }} Account_Load_LoadingInputs */
/** @typedef {{ what: NonNullable<unknown> }} Account_Load_Failed_TitleInputs */
/** @typedef {{}} Account_Load_Failed_TextInputs */
/** @typedef {{}} Account_Trying_AgainInputs */
/** @typedef {{}} Account_Try_AgainInputs */
/** @typedef {{}} Account_What_AccountInputs */
/** @typedef {{}} Account_What_ProductsInputs */
/** @typedef {{}} Account_What_DeliveriesInputs */
/** @typedef {{ count: NonNullable<unknown>, page: NonNullable<unknown>, pageCount: NonNullable<unknown> }} Account_Page_CountInputs */
/** @typedef {{}} Account_Go_First_PageInputs */
/** @typedef {{}} Account_Page_ProfileInputs */
/** @typedef {{}} Account_Page_Profile_HintInputs */
/** @typedef {{}} Account_Page_AddressInputs */
/** @typedef {{}} Account_Page_Address_HintInputs */
/** @typedef {{}} Account_Page_My_ProductsInputs */
/** @typedef {{}} Account_Page_My_Products_HintInputs */
/** @typedef {{}} Account_Page_Upcoming_BillInputs */
/** @typedef {{}} Account_Page_Upcoming_Bill_HintInputs */
/** @typedef {{}} Account_Page_Billing_HistoryInputs */
/** @typedef {{}} Account_Page_Billing_History_HintInputs */
/** @typedef {{}} Account_Page_Payment_InformationInputs */
/** @typedef {{}} Account_Page_Payment_Information_HintInputs */
/** @typedef {{}} Account_Page_DeliveriesInputs */
/** @typedef {{}} Account_Page_Deliveries_HintInputs */
/** @typedef {{}} Account_Page_ReceiptsInputs */
/** @typedef {{}} Account_Page_Receipts_HintInputs */
/** @typedef {{}} Account_Page_Unsigned_AgreementsInputs */
/** @typedef {{}} Account_Page_Unsigned_Agreements_HintInputs */
/** @typedef {{}} Account_Page_Product_ReviewsInputs */
/** @typedef {{}} Account_Page_Product_Reviews_HintInputs */
/** @typedef {{}} Account_Page_ReferralInputs */
/** @typedef {{}} Account_Page_Referral_HintInputs */
/** @typedef {{}} Account_Pages_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Overdue_TitleInputs */
/** @typedef {{}} Account_Overdue_TextInputs */
/** @typedef {{}} Account_Overdue_PayInputs */
/** @typedef {{}} Account_Unsigned_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Unsigned_TextInputs */
/** @typedef {{}} Account_Unsigned_SignInputs */
/** @typedef {{}} Account_Confirm_Email_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Confirm_Email_TextInputs */
/** @typedef {{}} Account_Confirm_Mobile_TitleInputs */
/** @typedef {{}} Account_Confirm_Mobile_TextInputs */
/** @typedef {{}} Account_Confirm_Mobile_LinkInputs */
/** @typedef {{}} Account_Waiting_TitleInputs */
/** @typedef {{}} Account_Next_Bill_TitleInputs */
/** @typedef {{}} Account_Next_Bill_OnInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_More_BillsInputs */
/** @typedef {{}} Account_See_Whole_BillInputs */
/** @typedef {{}} Account_No_BillInputs */
/** @typedef {{}} Account_Next_Visit_TitleInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Account_Next_Visit_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Account_Next_Visit_DeliveryInputs */
/** @typedef {{}} Account_Nothing_ScheduledInputs */
/** @typedef {{}} Account_Follow_ItInputs */
/** @typedef {{}} Account_All_DeliveriesInputs */
/** @typedef {{}} Account_Your_FurnitureInputs */
/** @typedef {{}} Account_No_FurnitureInputs */
/** @typedef {{}} Account_Browse_FurnitureInputs */
/** @typedef {{}} Account_See_Paid_LeftInputs */
/** @typedef {{}} Account_Credit_LabelInputs */
/** @typedef {{}} Account_Credit_Used_FirstInputs */
/** @typedef {{}} Account_Window_MorningInputs */
/** @typedef {{}} Account_Window_AfternoonInputs */
/** @typedef {{}} Account_Window_EveningInputs */
/** @typedef {{}} Account_Window_AnytimeInputs */
/** @typedef {{}} Account_Window_PickupInputs */
/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Day_WindowInputs */
/** @typedef {{}} Account_To_Be_ScheduledInputs */
/** @typedef {{}} Account_Status_PendingInputs */
/** @typedef {{}} Account_Status_ConfirmedInputs */
/** @typedef {{}} Account_Status_ScheduledInputs */
/** @typedef {{}} Account_Status_Out_For_DeliveryInputs */
/** @typedef {{}} Account_Status_CompletedInputs */
/** @typedef {{}} Account_Status_CancelledInputs */
/** @typedef {{}} Account_Status_Payment_FailedInputs */
/** @typedef {{}} Account_Return_Status_ScheduledInputs */
/** @typedef {{}} Account_Return_Status_Out_For_DeliveryInputs */
/** @typedef {{}} Account_Return_Status_CompletedInputs */
/** @typedef {{}} Account_Type_OrderInputs */
/** @typedef {{}} Account_Type_ReturnInputs */
/** @typedef {{}} Account_Type_SwapInputs */
/** @typedef {{}} Account_Type_MoveInputs */
/** @typedef {{}} Account_Type_BuyoutInputs */
/** @typedef {{}} Account_Type_SwatchInputs */
/** @typedef {{}} Account_Kind_Monthly_BillInputs */
/** @typedef {{}} Account_Kind_Overdue_PaymentInputs */
/** @typedef {{}} Account_Kind_TipInputs */
/** @typedef {{}} Account_Kind_RefundInputs */
/** @typedef {{}} Account_Kind_CreditInputs */
/** @typedef {{}} Account_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, digits: NonNullable<unknown> }} Account_Card_EndingInputs */
/** @typedef {{ card: NonNullable<unknown>, expiry: NonNullable<unknown> }} Account_Card_ExpiresInputs */
/** @typedef {{}} Account_Purchase_SubscriptionInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Purchase_FinancingInputs */
/** @typedef {{}} Account_Purchase_RentalInputs */
/** @typedef {{}} Account_Purchase_PurchaseInputs */
/** @typedef {{ label: NonNullable<unknown> }} Account_Final_Sale_SuffixInputs */
/** @typedef {{}} Account_No_ItemsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Item_CountInputs */
/** @typedef {{}} Account_Paper_Status_PaidInputs */
/** @typedef {{}} Account_Paper_Status_Paid_LateInputs */
/** @typedef {{}} Account_Paper_Status_DeclinedInputs */
/** @typedef {{}} Account_Paper_Status_OpenInputs */
/** @typedef {{}} Account_Paper_Status_RefundedInputs */
/** @typedef {{}} Account_Paper_Status_CreditedInputs */
/** @typedef {{}} Account_Credit_ReferralInputs */
/** @typedef {{}} Account_Credit_RefundInputs */
/** @typedef {{}} Account_Credit_GoodwillInputs */
/** @typedef {{}} Account_Credit_AdjustmentInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Owed_OnInputs */
/** @typedef {{}} Account_Your_AddressInputs */
/** @typedef {{ title: NonNullable<unknown>, count: NonNullable<unknown> }} Account_Title_CountInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Tip_For_Crew_OfInputs */
/** @typedef {{}} Account_Your_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Refund_OnInputs */
/** @typedef {{}} Account_Bill_ChargedInputs */
/** @typedef {{}} Account_Bill_Paid_LateInputs */
/** @typedef {{}} Account_Bill_DeclinedInputs */
/** @typedef {{}} Account_Bill_ProcessingInputs */
/** @typedef {{}} Account_Amount_RefundedInputs */
/** @typedef {{}} Account_Amount_CreditedInputs */
/** @typedef {{}} Account_Amount_ChargedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_RefundedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_CreditedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_PaidInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_TippedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_PlacedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Row_Crew_TipInputs */
/** @typedef {{}} Account_View_ReceiptInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Account_View_Receipt_ForInputs */
/** @typedef {{}} Account_Receipts_TitleInputs */
/** @typedef {{}} Account_Receipts_IntroInputs */
/** @typedef {{}} Account_Receipts_Intro_LinkInputs */
/** @typedef {{}} Account_Receipts_LoadingInputs */
/** @typedef {{}} Account_Receipts_FailedInputs */
/** @typedef {{}} Account_Receipts_Failed_TextInputs */
/** @typedef {{}} Account_Receipts_Empty_TitleInputs */
/** @typedef {{}} Account_Start_ShoppingInputs */
/** @typedef {{}} Account_Receipts_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Receipts_CountInputs */
/** @typedef {{}} Account_Receipts_PagesInputs */
/** @typedef {{}} Account_Receipts_Empty_PageInputs */
/** @typedef {{}} Account_Paper_IssuedInputs */
/** @typedef {{}} Account_Paper_Refunded_OnInputs */
/** @typedef {{}} Account_Paper_Credited_OnInputs */
/** @typedef {{}} Account_Paper_Paid_OnInputs */
/** @typedef {{}} Account_Paper_Total_RefundedInputs */
/** @typedef {{}} Account_Paper_Total_CreditedInputs */
/** @typedef {{}} Account_Total_ChargedInputs */
/** @typedef {{}} Account_InvoiceInputs */
/** @typedef {{}} Account_Credit_NoteInputs */
/** @typedef {{}} Account_ReceiptInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Gst_Hst_NumberInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Qst_NumberInputs */
/** @typedef {{}} Account_Receipt_DetailsInputs */
/** @typedef {{}} Account_Bill_DateInputs */
/** @typedef {{}} Account_Card_DeclinedInputs */
/** @typedef {{}} Account_For_OrderInputs */
/** @typedef {{}} Account_For_Bill_OfInputs */
/** @typedef {{}} Account_CustomerInputs */
/** @typedef {{}} Account_Billed_ForInputs */
/** @typedef {{}} Account_AddressInputs */
/** @typedef {{}} Account_This_MonthInputs */
/** @typedef {{}} Account_DetailsInputs */
/** @typedef {{}} Account_DescriptionInputs */
/** @typedef {{}} Account_AmountInputs */
/** @typedef {{}} Account_TotalsInputs */
/** @typedef {{}} Account_SubtotalInputs */
/** @typedef {{}} Account_Sales_TaxInputs */
/** @typedef {{}} Account_NoneInputs */
/** @typedef {{}} Account_TotalInputs */
/** @typedef {{}} Account_Credit_UsedInputs */
/** @typedef {{}} Account_Added_To_CreditInputs */
/** @typedef {{}} Account_Amount_OwedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Amounts_CadInputs */
/** @typedef {{}} Account_PaymentInputs */
/** @typedef {{}} Account_No_Card_CreditInputs */
/** @typedef {{}} Account_Paid_With_CreditInputs */
/** @typedef {{}} Account_No_Card_PaymentInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Refunded_ToInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Charged_ToInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_TriedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_On_DateInputs */
/** @typedef {{}} Account_Payment_Failed_StatusInputs */
/** @typedef {{}} Account_Payment_Declined_StatusInputs */
/** @typedef {{}} Account_Payment_Pending_StatusInputs */
/** @typedef {{ note: NonNullable<unknown> }} Account_Your_NoteInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Is_OwedInputs */
/** @typedef {{}} Account_Pay_Or_UpdateInputs */
/** @typedef {{ terms: NonNullable<unknown>, phone: NonNullable<unknown>, email: NonNullable<unknown>, number: NonNullable<unknown> }} Account_Paper_TermsInputs */
/** @typedef {{}} Account_Payment_Refunded_StatusInputs */
/** @typedef {{}} Account_Return_FreeInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Return_Fee_DeclinedInputs */
/** @typedef {{}} Account_Return_Fee_RetryInputs */
/** @typedef {{}} Account_Return_Fee_Retry_LinkInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Return_Fee_OpenInputs */
/** @typedef {{}} Account_Order_DetailsInputs */
/** @typedef {{}} Account_Order_DateInputs */
/** @typedef {{}} Account_Not_PaidInputs */
/** @typedef {{}} Account_PickupInputs */
/** @typedef {{}} Account_DeliveryInputs */
/** @typedef {{}} Account_Pick_Up_AtInputs */
/** @typedef {{}} Account_Pickup_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_Pickup_BringInputs */
/** @typedef {{}} Account_DepotInputs */
/** @typedef {{}} Account_Moved_FromInputs */
/** @typedef {{}} Account_Picked_Up_FromInputs */
/** @typedef {{}} Account_Customer_AddressInputs */
/** @typedef {{}} Account_Delivered_ToInputs */
/** @typedef {{}} Account_No_AddressInputs */
/** @typedef {{}} Account_Move_AddressInputs */
/** @typedef {{}} Account_ItemsInputs */
/** @typedef {{}} Account_ItemInputs */
/** @typedef {{}} Account_QtyInputs */
/** @typedef {{}} Account_Unit_PriceInputs */
/** @typedef {{ price: NonNullable<unknown> }} Account_Retail_Sold_AtInputs */
/** @typedef {{}} Account_RetailInputs */
/** @typedef {{}} Account_Sold_At_OffInputs */
/** @typedef {{ price: NonNullable<unknown>, monthly: NonNullable<unknown> }} Account_Pivotcare_LineInputs */
/** @typedef {{}} Account_Cancelled_Not_MovedInputs */
/** @typedef {{}} Account_Cancelled_Not_DeliveredInputs */
/** @typedef {{}} Account_Moved_Fee_UnchangedInputs */
/** @typedef {{}} Account_Swap_In_PlaceInputs */
/** @typedef {{}} Account_First_Month_TodayInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Assembly_AmountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pickup_Cancelled_StaysInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Return_Pickup_OfInputs */
/** @typedef {{}} Account_Move_FeeInputs */
/** @typedef {{}} Account_ProductsInputs */
/** @typedef {{}} Account_Pickup_WarehouseInputs */
/** @typedef {{}} Account_FreeInputs */
/** @typedef {{}} Account_AssemblyInputs */
/** @typedef {{}} Account_Return_PickupInputs */
/** @typedef {{}} Account_DiscountInputs */
/** @typedef {{}} Account_RefundedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Monthly_UnchangedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Monthly_ThenInputs */
/** @typedef {{}} Account_Crew_TipsInputs */
/** @typedef {{}} Account_Tip_For_CrewInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Tip_For_Crew_CardInputs */
/** @typedef {{}} Account_Tips_NoteInputs */
/** @typedef {{}} Account_Terms_ReturnInputs */
/** @typedef {{}} Account_Terms_PaidInputs */
/** @typedef {{}} Account_Terms_SubscriptionInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Terms_QuestionsInputs */
/** @typedef {{}} Account_Receipt_LoadingInputs */
/** @typedef {{}} Account_All_ReceiptsInputs */
/** @typedef {{}} Account_Print_InvoiceInputs */
/** @typedef {{}} Account_Print_ReceiptInputs */
/** @typedef {{}} Account_Receipt_Load_FailedInputs */
/** @typedef {{}} Account_Receipt_Not_FoundInputs */
/** @typedef {{}} Account_Receipt_Load_Failed_TextInputs */
/** @typedef {{}} Account_Receipt_Not_Found_TextInputs */
/** @typedef {{}} Account_View_PhotosInputs */
/** @typedef {{}} Account_Add_PhotosInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Receipt_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Invoice_TitleInputs */
/** @typedef {{}} Account_Pickup_Warehouse_NameInputs */
/** @typedef {{ total: NonNullable<unknown>, fee: NonNullable<unknown>, care: NonNullable<unknown> }} Account_Monthly_PartsInputs */
/** @typedef {{}} Account_Product_OrderedInputs */
/** @typedef {{}} Account_Product_With_YouInputs */
/** @typedef {{}} Account_Product_Return_ScheduledInputs */
/** @typedef {{}} Account_Product_ReturnedInputs */
/** @typedef {{}} Account_Product_Bought_OutInputs */
/** @typedef {{}} Account_Product_CancelledInputs */
/** @typedef {{}} Account_Product_YoursInputs */
/** @typedef {{}} Account_Pay_SubscriptionInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Account_Pay_Subscription_ChargeInputs */
/** @typedef {{}} Account_Pay_FinancingInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_Financing_ChargeInputs */
/** @typedef {{}} Account_Pay_RentalInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Account_Pay_Rental_ChargeInputs */
/** @typedef {{}} Account_Pay_OutrightInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Left_Paid_OffInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Left_YoursInputs */
/** @typedef {{}} Account_My_Products_IntroInputs */
/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Account_Option_ValueInputs */
/** @typedef {{}} Account_Arriving_OnInputs */
/** @typedef {{}} Account_SinceInputs */
/** @typedef {{}} Account_Paid_So_FarInputs */
/** @typedef {{}} Account_Left_Until_Paid_OffInputs */
/** @typedef {{}} Account_Left_Until_OwnedInputs */
/** @typedef {{}} Account_Buyout_TodayInputs */
/** @typedef {{}} Account_Next_PaymentInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Next_Payment_ValueInputs */
/** @typedef {{}} Account_No_Furniture_TitleInputs */
/** @typedef {{}} Account_No_Furniture_TextInputs */
/** @typedef {{ window: NonNullable<unknown>, depot: NonNullable<unknown> }} Account_Window_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown> }} Account_Item_TimesInputs */
/** @typedef {{}} Account_Dstatus_ScheduledInputs */
/** @typedef {{}} Account_Dstatus_On_Its_WayInputs */
/** @typedef {{}} Account_Dstatus_ArrivedInputs */
/** @typedef {{}} Account_Dstatus_DoneInputs */
/** @typedef {{}} Account_Dstatus_CancelledInputs */
/** @typedef {{}} Account_Dstatus_Picked_UpInputs */
/** @typedef {{}} Account_Dstatus_DeliveredInputs */
/** @typedef {{}} Account_Delivery_Not_FoundInputs */
/** @typedef {{}} Account_See_Your_DeliveriesInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Booking_Note_SwapInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Booking_Note_MoveInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Card_Label_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Card_Label_DeliveryInputs */
/** @typedef {{}} Account_Fact_WindowInputs */
/** @typedef {{}} Account_Fact_Items_PickupInputs */
/** @typedef {{}} Account_Fact_OrderInputs */
/** @typedef {{}} Account_Follow_PickupInputs */
/** @typedef {{}} Account_Follow_DeliveryInputs */
/** @typedef {{}} Account_Notices_By_SmsInputs */
/** @typedef {{}} Account_Notices_By_EmailInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Change_Notices_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Change_Notices_DeliveryInputs */
/** @typedef {{}} Account_ChangeInputs */
/** @typedef {{}} Account_See_What_HappenedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Tip_Crew_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Tip_Crew_DeliveryInputs */
/** @typedef {{}} Account_Tip_The_CrewInputs */
/** @typedef {{}} Account_Deliveries_IntroInputs */
/** @typedef {{}} Account_UpcomingInputs */
/** @typedef {{}} Account_Nothing_Scheduled_NewInputs */
/** @typedef {{}} Account_PastInputs */
/** @typedef {{}} Account_No_Visit_YetInputs */
/** @typedef {{}} Account_Your_CardInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Swap_Cancelled_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Move_Cancelled_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Refunded_To_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Refund_On_Its_WayInputs */
/** @typedef {{}} Account_Nothing_To_RefundInputs */
/** @typedef {{}} Account_See_The_ReceiptInputs */
/** @typedef {{}} Account_Loading_WindowsInputs */
/** @typedef {{}} Account_Windows_FailedInputs */
/** @typedef {{}} Account_No_Open_WindowInputs */
/** @typedef {{}} Account_No_Window_PickupInputs */
/** @typedef {{}} Account_No_Window_DeliveryInputs */
/** @typedef {{}} Account_Choose_WindowInputs */
/** @typedef {{}} Account_DayInputs */
/** @typedef {{ depot: NonNullable<unknown> }} Account_Window_Depot_TimeInputs */
/** @typedef {{ count: NonNullable<unknown>, label: NonNullable<unknown> }} Account_Slot_Places_LeftInputs */
/** @typedef {{}} Account_Not_MovedInputs */
/** @typedef {{}} Account_MovingInputs */
/** @typedef {{}} Account_Move_It_HereInputs */
/** @typedef {{}} Account_Move_This_PickupInputs */
/** @typedef {{}} Account_Move_This_DeliveryInputs */
/** @typedef {{}} Account_Move_Desc_SwapInputs */
/** @typedef {{}} Account_Move_Desc_MoveInputs */
/** @typedef {{}} Account_Move_DescInputs */
/** @typedef {{}} Account_Move_To_Another_WindowInputs */
/** @typedef {{}} Account_Cancel_Pickup_TitleInputs */
/** @typedef {{}} Account_Cancel_Pickup_DescInputs */
/** @typedef {{}} Account_Cancel_PickupInputs */
/** @typedef {{}} Account_Keep_PickupInputs */
/** @typedef {{}} Account_CancellingInputs */
/** @typedef {{}} Account_Not_CancelledInputs */
/** @typedef {{ coming: NonNullable<unknown>, keeps: NonNullable<unknown> }} Account_Swap_Both_CancelledInputs */
/** @typedef {{ keeps: NonNullable<unknown> }} Account_Move_Both_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Stays_With_YouInputs */
/** @typedef {{}} Account_Stays_Where_It_IsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_At_Monthly_As_BeforeInputs */
/** @typedef {{}} Account_What_You_Get_BackInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown> }} Account_Refund_SwapInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown> }} Account_Refund_MoveInputs */
/** @typedef {{}} Account_Its_DayInputs */
/** @typedef {{}} Account_Nothing_Charged_SwapInputs */
/** @typedef {{}} Account_Nothing_Charged_MoveInputs */
/** @typedef {{}} Account_Cancel_Swap_TitleInputs */
/** @typedef {{}} Account_Cancel_Move_TitleInputs */
/** @typedef {{}} Account_Cancel_Swap_DescInputs */
/** @typedef {{}} Account_Cancel_Move_DescInputs */
/** @typedef {{}} Account_Cancel_SwapInputs */
/** @typedef {{}} Account_Cancel_MoveInputs */
/** @typedef {{}} Account_Keep_SwapInputs */
/** @typedef {{}} Account_Keep_MoveInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Cancel_And_RefundInputs */
/** @typedef {{}} Account_Cancel_The_SwapInputs */
/** @typedef {{}} Account_Cancel_The_MoveInputs */
/** @typedef {{}} Account_Working_Out_RefundInputs */
/** @typedef {{}} Account_Cancel_Preview_FailedInputs */
/** @typedef {{}} Account_Swap_Cannot_CancelInputs */
/** @typedef {{}} Account_Move_Cannot_CancelInputs */
/** @typedef {{}} Account_Pstatus_ScheduledInputs */
/** @typedef {{}} Account_Pstatus_DoneInputs */
/** @typedef {{}} Account_Pstatus_CancelledInputs */
/** @typedef {{}} Account_Stage_Pickup_ScheduledInputs */
/** @typedef {{}} Account_Stage_Delivery_ScheduledInputs */
/** @typedef {{}} Account_Stage_Out_For_DeliveryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Stops_Before_YoursInputs */
/** @typedef {{}} Account_Stops_Before_Yours_PlainInputs */
/** @typedef {{}} Account_Stage_NearbyInputs */
/** @typedef {{}} Account_Stage_ArrivedInputs */
/** @typedef {{}} Account_Stage_Picked_UpInputs */
/** @typedef {{}} Account_Stage_DeliveredInputs */
/** @typedef {{}} Account_Stage_CancelledInputs */
/** @typedef {{}} Account_Loading_MapInputs */
/** @typedef {{}} Account_TimelineInputs */
/** @typedef {{}} Account_NowInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_BookedInputs */
/** @typedef {{}} Account_Pickup_Was_CancelledInputs */
/** @typedef {{}} Account_Delivery_Was_CancelledInputs */
/** @typedef {{}} Account_Crew_Will_Not_ComeInputs */
/** @typedef {{}} Account_Headline_Picked_UpInputs */
/** @typedef {{}} Account_Headline_DeliveredInputs */
/** @typedef {{}} Account_Crew_Finished_PickupInputs */
/** @typedef {{}} Account_Crew_Finished_DeliveryInputs */
/** @typedef {{}} Account_Crew_At_DoorInputs */
/** @typedef {{}} Account_Crew_With_YouInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Pickup_OnInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Delivery_OnInputs */
/** @typedef {{ window: NonNullable<unknown> }} Account_Scheduled_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Arriving_InInputs */
/** @typedef {{}} Account_Crew_On_Its_WayInputs */
/** @typedef {{ time: NonNullable<unknown>, depot: NonNullable<unknown> }} Account_Around_TimeInputs */
/** @typedef {{}} Account_Map_Of_CrewInputs */
/** @typedef {{}} Account_Crew_At_AddressInputs */
/** @typedef {{ km: NonNullable<unknown> }} Account_Crew_Km_AwayInputs */
/** @typedef {{ parts: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Map_LabelInputs */
/** @typedef {{}} Account_Follow_Your_DeliveryInputs */
/** @typedef {{}} Account_What_This_DeliveryInputs */
/** @typedef {{}} Account_ProgressInputs */
/** @typedef {{}} Account_After_DeliveryInputs */
/** @typedef {{}} Account_Picking_UpInputs */
/** @typedef {{}} Account_BringingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Order_Notices_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Order_Notices_EmailInputs */
/** @typedef {{}} Account_Change_How_HearInputs */
/** @typedef {{}} Account_Live_PausedInputs */
/** @typedef {{}} Account_Live_Paused_TextInputs */
/** @typedef {{}} Account_MapInputs */
/** @typedef {{}} Account_No_Crew_ComingInputs */
/** @typedef {{}} Account_Crew_ReachedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Map_Shows_OnInputs */
/** @typedef {{}} Account_Map_LegendInputs */
/** @typedef {{}} Account_Delivery_NoticesInputs */
/** @typedef {{}} Account_How_Hear_PickupInputs */
/** @typedef {{}} Account_How_Hear_DeliveryInputs */
/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Notice_Intro_PickupInputs */
/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Notice_Intro_DeliveryInputs */
/** @typedef {{}} Account_Send_Notices_ByInputs */
/** @typedef {{}} Account_Text_To_MobileInputs */
/** @typedef {{}} Account_EmailInputs */
/** @typedef {{}} Account_Notices_HintInputs */
/** @typedef {{}} Account_SavedInputs */
/** @typedef {{}} Account_Notices_Go_Pickup_SmsInputs */
/** @typedef {{}} Account_Notices_Go_Pickup_EmailInputs */
/** @typedef {{}} Account_Notices_Go_Delivery_SmsInputs */
/** @typedef {{}} Account_Notices_Go_Delivery_EmailInputs */
/** @typedef {{}} Account_SavingInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{}} Account_Back_To_DeliveriesInputs */
/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Card_Declined_OnInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Card_Declined_OwedInputs */
/** @typedef {{}} Account_DeclinedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Declined_OnInputs */
/** @typedef {{ declined: NonNullable<unknown> }} Account_Paid_Late_SentenceInputs */
/** @typedef {{ declined: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Paid_Late_On_SentenceInputs */
/** @typedef {{}} Account_Charge_ProcessingInputs */
/** @typedef {{}} Account_Paid_With_Credit_ShortInputs */
/** @typedef {{}} Account_Charged_SentenceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Charged_On_SentenceInputs */
/** @typedef {{ where: NonNullable<unknown>, count: NonNullable<unknown>, number: NonNullable<unknown> }} Account_Bill_MetaInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Incl_TaxInputs */
/** @typedef {{}} Account_View_BillInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Of_DateInputs */
/** @typedef {{}} Account_Billing_IntroInputs */
/** @typedef {{}} Account_What_Billing_HistoryInputs */
/** @typedef {{}} Account_No_Bills_TitleInputs */
/** @typedef {{}} Account_No_Bills_TextInputs */
/** @typedef {{}} Account_See_Upcoming_BillInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Bills_CountInputs */
/** @typedef {{}} Account_Monthly_BillsInputs */
/** @typedef {{}} Account_Billing_PagesInputs */
/** @typedef {{}} Account_No_Bills_PageInputs */
/** @typedef {{}} Account_Other_PaymentsInputs */
/** @typedef {{}} Account_Your_ReceiptsInputs */
/** @typedef {{}} Account_Card_Declined_TitleInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Declined_TextInputs */
/** @typedef {{}} Account_Card_Expires_TitleInputs */
/** @typedef {{ card: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Card_Expires_TextInputs */
/** @typedef {{}} Account_Card_WordInputs */
/** @typedef {{}} Account_No_Card_TitleInputs */
/** @typedef {{}} Account_No_Card_TextInputs */
/** @typedef {{}} Account_Go_Payment_InfoInputs */
/** @typedef {{ province: NonNullable<unknown> }} Account_Address_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Bill_OfInputs */
/** @typedef {{ where: NonNullable<unknown> }} Account_For_WhereInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Account_Line_InstalmentInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Account_Line_Monthly_FeeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pivotcare_ForInputs */
/** @typedef {{}} Account_Credit_AppliedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_To_Be_Charged_ToInputs */
/** @typedef {{}} Account_To_Pay_Bill_DateInputs */
/** @typedef {{}} Account_Upcoming_IntroInputs */
/** @typedef {{}} Account_What_Next_BillInputs */
/** @typedef {{}} Account_No_Bill_ComingInputs */
/** @typedef {{}} Account_No_Bill_Coming_TextInputs */
/** @typedef {{}} Account_Taxes_In_ForceInputs */
/** @typedef {{}} Account_On_Payment_InfoInputs */
/** @typedef {{}} Account_Past_Bills_InInputs */
/** @typedef {{}} Account_Billing_Up_To_DateInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_We_ChargedInputs */
/** @typedef {{}} Account_Receipt_InInputs */
/** @typedef {{}} Account_Bill_Shows_PaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Bills_UnpaidInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Overdue_Card_DeclinedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Overdue_Pay_WithInputs */
/** @typedef {{}} Account_Overdue_Put_CardInputs */
/** @typedef {{}} Account_PayingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Pay_NowInputs */
/** @typedef {{}} Account_No_Card_On_FileInputs */
/** @typedef {{}} Account_ExpiredInputs */
/** @typedef {{}} Account_Billing_Address_LabelInputs */
/** @typedef {{}} Account_Billing_Address_NoneInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Now_On_FileInputs */
/** @typedef {{}} Account_Put_New_CardInputs */
/** @typedef {{ hold: NonNullable<unknown> }} Account_Card_Processor_NoteInputs */
/** @typedef {{}} Account_Card_Not_SavedInputs */
/** @typedef {{}} Account_Name_On_CardInputs */
/** @typedef {{}} Account_Card_NumberInputs */
/** @typedef {{}} Account_ExpiryInputs */
/** @typedef {{}} Account_Expiry_PlaceholderInputs */
/** @typedef {{}} Account_Security_CodeInputs */
/** @typedef {{}} Account_Billing_AddressInputs */
/** @typedef {{}} Account_Same_As_DeliveryInputs */
/** @typedef {{}} Account_Street_AddressInputs */
/** @typedef {{}} Account_Unit_OptionalInputs */
/** @typedef {{}} Account_CityInputs */
/** @typedef {{}} Account_Province_TerritoryInputs */
/** @typedef {{}} Account_ChooseInputs */
/** @typedef {{}} Account_Postal_CodeInputs */
/** @typedef {{}} Account_Postal_PlaceholderInputs */
/** @typedef {{}} Account_Checking_CardInputs */
/** @typedef {{}} Account_Save_New_CardInputs */
/** @typedef {{}} Account_Payment_IntroInputs */
/** @typedef {{}} Account_What_Payment_InfoInputs */
/** @typedef {{}} Account_Card_On_FileInputs */
/** @typedef {{}} Account_Problem_Card_NameInputs */
/** @typedef {{}} Account_Problem_Card_NumberInputs */
/** @typedef {{}} Account_Problem_ExpiryInputs */
/** @typedef {{}} Account_Problem_CvcInputs */
/** @typedef {{}} Account_Problem_First_NameInputs */
/** @typedef {{}} Account_Problem_Last_NameInputs */
/** @typedef {{}} Account_Problem_StreetInputs */
/** @typedef {{}} Account_Problem_CityInputs */
/** @typedef {{}} Account_Problem_ProvinceInputs */
/** @typedef {{}} Account_Problem_Province_TerritoryInputs */
/** @typedef {{}} Account_Problem_PostalInputs */
/** @typedef {{}} Account_Problem_Postal_TheInputs */
/** @typedef {{}} Account_Problem_Postal_FormatInputs */
/** @typedef {{}} Account_Problem_PhoneInputs */
/** @typedef {{}} Account_Problem_FloorInputs */
/** @typedef {{}} Account_Please_Sign_InInputs */
/** @typedef {{}} Account_Province_AbInputs */
/** @typedef {{}} Account_Province_BcInputs */
/** @typedef {{}} Account_Province_MbInputs */
/** @typedef {{}} Account_Province_NbInputs */
/** @typedef {{}} Account_Province_NlInputs */
/** @typedef {{}} Account_Province_NsInputs */
/** @typedef {{}} Account_Province_NtInputs */
/** @typedef {{}} Account_Province_NuInputs */
/** @typedef {{}} Account_Province_OnInputs */
/** @typedef {{}} Account_Province_PeInputs */
/** @typedef {{}} Account_Province_QcInputs */
/** @typedef {{}} Account_Province_SkInputs */
/** @typedef {{}} Account_Province_YtInputs */
/** @typedef {{}} Account_Building_HouseInputs */
/** @typedef {{}} Account_Building_ApartmentInputs */
/** @typedef {{}} Account_Building_CondoInputs */
/** @typedef {{}} Account_Building_TownhouseInputs */
/** @typedef {{}} Account_Building_OfficeInputs */
/** @typedef {{ floor: NonNullable<unknown> }} Account_FloorInputs */
/** @typedef {{}} Account_ElevatorInputs */
/** @typedef {{}} Account_Loading_DockInputs */
/** @typedef {{ buzzer: NonNullable<unknown> }} Account_BuzzerInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_ReceivingInputs */
/** @typedef {{ street: NonNullable<unknown>, unit: NonNullable<unknown> }} Account_Unit_NameInputs */
/** @typedef {{}} Account_Main_AddressInputs */
/** @typedef {{ text: NonNullable<unknown> }} Account_QuotedInputs */
/** @typedef {{}} Account_No_Furniture_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Products_HereInputs */
/** @typedef {{}} Account_Remove_Address_TitleInputs */
/** @typedef {{}} Account_Remove_Address_TextInputs */
/** @typedef {{}} Account_Removing_AddressInputs */
/** @typedef {{}} Account_RemoveInputs */
/** @typedef {{}} Account_Keep_ItInputs */
/** @typedef {{}} Account_EditInputs */
/** @typedef {{}} Account_Making_MainInputs */
/** @typedef {{}} Account_Make_MainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Hidden_NameInputs */
/** @typedef {{}} Account_Add_AddressInputs */
/** @typedef {{}} Account_What_AddressesInputs */
/** @typedef {{}} Account_No_AddressesInputs */
/** @typedef {{}} Account_No_Addresses_TextInputs */
/** @typedef {{}} Account_Your_AddressesInputs */
/** @typedef {{}} Account_Address_AddedInputs */
/** @typedef {{}} Account_Address_SavedInputs */
/** @typedef {{}} Account_Edit_AddressInputs */
/** @typedef {{}} Account_CancelInputs */
/** @typedef {{}} Account_Address_Not_FoundInputs */
/** @typedef {{}} Account_See_AddressesInputs */
/** @typedef {{}} Account_Address_Not_Found_TextInputs */
/** @typedef {{}} Account_Address_Edit_IntroInputs */
/** @typedef {{}} Account_What_The_AddressInputs */
/** @typedef {{}} Account_Save_ChangesInputs */
/** @typedef {{}} Account_Save_AddressInputs */
/** @typedef {{}} Account_Edit_The_AddressInputs */
/** @typedef {{}} Account_New_Delivery_AddressInputs */
/** @typedef {{}} Account_Choose_AddressInputs */
/** @typedef {{}} Account_Billing_Address_To_UseInputs */
/** @typedef {{}} Account_Where_Should_GoInputs */
/** @typedef {{}} Account_Add_FirstInputs */
/** @typedef {{}} Account_Use_This_AddressInputs */
/** @typedef {{}} Account_Profile_SavedInputs */
/** @typedef {{}} Account_Your_DetailsInputs */
/** @typedef {{}} Account_First_NameInputs */
/** @typedef {{}} Account_Last_NameInputs */
/** @typedef {{}} Account_Mobile_PhoneInputs */
/** @typedef {{}} Account_Phone_HintInputs */
/** @typedef {{}} Account_Verified_SentenceInputs */
/** @typedef {{}} Account_Verify_NumberInputs */
/** @typedef {{}} Account_Other_PhoneInputs */
/** @typedef {{}} Account_OptionalInputs */
/** @typedef {{}} Account_Text_DeliveriesInputs */
/** @typedef {{}} Account_Sent_To_MobileInputs */
/** @typedef {{}} Account_Email_NewsInputs */
/** @typedef {{}} Account_Saving_DetailsInputs */
/** @typedef {{}} Account_Save_DetailsInputs */
/** @typedef {{}} Account_Enter_New_EmailInputs */
/** @typedef {{}} Account_Enter_PasswordInputs */
/** @typedef {{}} Account_Security_PasswordInputs */
/** @typedef {{}} Account_VerifiedInputs */
/** @typedef {{}} Account_Not_VerifiedInputs */
/** @typedef {{}} Account_Check_InboxInputs */
/** @typedef {{}} Account_Sent_Link_ToInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Finish_ChangeInputs */
/** @typedef {{}} Account_Change_Your_EmailInputs */
/** @typedef {{}} Account_New_EmailInputs */
/** @typedef {{}} Account_Your_PasswordInputs */
/** @typedef {{}} Account_Sending_LinkInputs */
/** @typedef {{}} Account_Send_ConfirmationInputs */
/** @typedef {{}} Account_Change_EmailInputs */
/** @typedef {{}} Account_Verify_EmailInputs */
/** @typedef {{}} Account_Membership_SubscriptionInputs */
/** @typedef {{}} Account_Membership_OwnershipInputs */
/** @typedef {{}} Account_Profile_IntroInputs */
/** @typedef {{}} Account_What_ProfileInputs */
/** @typedef {{}} Account_MembershipsInputs */
/** @typedef {{}} Account_No_MembershipInputs */
/** @typedef {{}} Account_Several_AddressesInputs */
/** @typedef {{}} Account_Referral_State_JoinedInputs */
/** @typedef {{}} Account_Referral_State_OrderedInputs */
/** @typedef {{}} Account_Referral_State_CreditedInputs */
/** @typedef {{}} Account_Referral_IntroInputs */
/** @typedef {{}} Account_What_ReferralsInputs */
/** @typedef {{}} Account_Your_LinkInputs */
/** @typedef {{}} Account_Copy_LinkInputs */
/** @typedef {{}} Account_CopiedInputs */
/** @typedef {{}} Account_Copy_FailedInputs */
/** @typedef {{ welcome: NonNullable<unknown>, reward: NonNullable<unknown> }} Account_Referral_TermsInputs */
/** @typedef {{}} Account_Credit_EarnedInputs */
/** @typedef {{}} Account_Who_JoinedInputs */
/** @typedef {{}} Account_Nobody_JoinedInputs */
/** @typedef {{}} Account_Badge_OrderedInputs */
/** @typedef {{}} Account_Badge_JoinedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Joined_OnInputs */
/** @typedef {{}} Account_Problem_Six_DigitsInputs */
/** @typedef {{}} Account_Problem_OtherInputs */
/** @typedef {{}} Account_Back_To_ProfileInputs */
/** @typedef {{}} Account_My_AccountInputs */
/** @typedef {{}} Account_Enter_Your_CodeInputs */
/** @typedef {{}} Account_Six_Digit_CodeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Account_Works_UntilInputs */
/** @typedef {{}} Account_Checking_CodeInputs */
/** @typedef {{}} Account_VerifyInputs */
/** @typedef {{}} Account_Send_New_CodeInputs */
/** @typedef {{}} Account_Verify_Mobile_TitleInputs */
/** @typedef {{}} Account_Verify_Mobile_ShortInputs */
/** @typedef {{}} Account_LoadingInputs */
/** @typedef {{}} Account_Page_Load_FailedInputs */
/** @typedef {{}} Account_No_Email_AddressInputs */
/** @typedef {{}} Account_Add_Mobile_FirstInputs */
/** @typedef {{}} Account_Add_MobileInputs */
/** @typedef {{}} Account_Sent_Confirmation_ToInputs */
/** @typedef {{}} Account_Open_Link_OnceInputs */
/** @typedef {{}} Account_Opened_LinkInputs */
/** @typedef {{}} Account_Use_Another_AddressInputs */
/** @typedef {{}} Account_Will_Text_CodeInputs */
/** @typedef {{}} Account_Works_Ten_MinutesInputs */
/** @typedef {{}} Account_Sending_CodeInputs */
/** @typedef {{}} Account_Text_Me_CodeInputs */
/** @typedef {{}} Account_Enter_Code_TextedInputs */
/** @typedef {{}} Account_Code_ExpiredInputs */
/** @typedef {{}} Account_Code_Expired_TextInputs */
/** @typedef {{}} Account_Too_Many_CodesInputs */
/** @typedef {{}} Account_LockedInputs */
/** @typedef {{}} Account_UntilInputs */
/** @typedef {{}} Account_Ask_New_Code_ThenInputs */
/** @typedef {{}} Account_Email_VerifiedInputs */
/** @typedef {{}} Account_Mobile_VerifiedInputs */
/** @typedef {{}} Account_Is_ConfirmedInputs */
/** @typedef {{}} Account_Delivery_Texts_GoInputs */
/** @typedef {{}} Account_BrandInputs */
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir cette page en français`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart, empty`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cart, ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cart, ${i?.count} items`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric swatches`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric & Cover Replacements`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our approach`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our agreements`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (external site)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policies`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of use`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liquidation sale policy`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. All prices in Canadian dollars.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot on social media`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture home`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main menu`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create account`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back to Main Menu`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.category}`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85% Off`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your cart`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not added to your cart`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart cleared`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart and return cart are now empty.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error adding this to your cart. Please try again or contact support.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have ${i?.count} item in your cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} items in your cart.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Cart`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by category`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final liquidation sale: 85% off everything.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup only, from our warehouse in Mississauga, Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the sale policy`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`During our final liquidation sale every order is served from our ${i?.city} depot, so there is no city to choose.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During our final liquidation sale every order is served from one depot.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop from ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices and availability are those of the ${i?.city}, ${i?.province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are shopping in ${i?.city}, ${i?.province}.`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select City`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location: `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can't find the page you're looking for`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms to shop`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85% off all furniture`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered and assembled by our own crew`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing Information Update Required! Click Here to Update.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular categories`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sectionals`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounge Chairs`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loveseats`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Tables`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End Tables`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Tables`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Chairs`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beds`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close search`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Enter to see results.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Address`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Products`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Account`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser not supported`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your browser`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We apologize our site does not support your browser.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you would rather shop by phone, our customer care team can help at `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading please wait...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous image`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next image`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or from `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More pictures`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View ${i?.name} full screen`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View picture ${i?.number} of ${i?.total}: ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause promotions`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search furniture`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, oak, velvet…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show results`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unavailable`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New delivery address`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the delivery crew`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Building type`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apartment`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Townhouse`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buzzer`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receiving hours`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When someone can let the crew in`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elevator access`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading dock door`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make this my main address`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery instructions`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the address`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our payment processor; we never see or keep its number.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM/YY)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city first`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking prices before checkout…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart: try again first`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the items that can't be ordered first`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read your saved cart, so it was emptied. Please add your items again.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: this price buys the piece outright — no subscription, pickup only.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to, so we can price your cart with its delivery fee and taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse furniture`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add furniture from any product page, and it will wait for you here.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add assembly`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our crew assembles your furniture on delivery for ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our crew assembles your furniture on delivery.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating prices…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart. Check your connection and try again.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery date chosen: ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share cart`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty cart`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in your cart`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option}: ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covers accidental damage while the piece is with you.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: no returns or exchanges.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly subscription`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly financing`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale, monthly`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months}-month minimum`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} months`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} monthly payments of ${i?.amount} · total ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yours after ${i?.payments} payments`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then monthly`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First month of monthly items`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total due today`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly items`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HST`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QST`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PST`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RST`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent}%`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup only, at Pivot warehouse, ${i?.address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated delivery: ${i?.from} to ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale items`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some items are final sale: they cannot be returned or exchanged.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at the sale price, with no monthly payments or PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase at the sale price, with no monthly payments or PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page didn't load`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection, then try again.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try again in a moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Priced for our ${i?.place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your city`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices, availability, delivery fees and taxes are those of this city.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select City`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cities…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the list of cities.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packages`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pieces of the ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`In this package: ${i?.count} piece`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`In this package: ${i?.count} pieces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the package`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One piece is no longer sold and is left out.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pieces are no longer sold and are left out.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price this package`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add package to cart`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms we put together for you: pieces that go together, added to your cart in one step.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No packages right now`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon, or shop piece by piece.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All packages`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pieces · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pieces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your cart`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to before you share your cart.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add furniture to your cart, then come back to share it.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever opens it.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the cart you are sharing`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to your cart`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anyone with this link can see these items until ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the link`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser would not copy it: the link is selected, copy it from there.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link was not made`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry: the link could not be made. Please try again in a moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create link`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your cart`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart not found`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This shared cart link has expired or does not exist`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your cart`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone shared this item with you. Add it to your cart to order, or to keep shopping with it.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone shared these ${i?.count} items with you. Add them to your cart to order, or to keep shopping with them.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your cart now holds the ${i?.count} item of the shared cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your cart now holds the ${i?.count} items of the shared cart.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added the shared items to your cart: ${i?.added} new, ${i?.increased} already there (quantity raised).`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Added ${i?.count} shared line to your cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Added ${i?.count} shared lines to your cart.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantities are held at 20 per item.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} left out: a cart holds at most 50 different items.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} left out: a cart holds at most 50 different items.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error adding this to your cart. Please try again or contact support.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to, so we can show this cart's prices for you.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One item is no longer sold and will not be added.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items are no longer sold and will not be added.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the shared cart`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price these items`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of these items are sold any more.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my cart`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart already has an item. Add these to it, or replace it with them?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your cart already has ${i?.count} items. Add these to it, or replace it with them?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace my cart`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer sold: it will not be added.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price for your city`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} added to your cart.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your cart.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup only, at Pivot warehouse, ${i?.address}. Every day, 10 am to 5 pm (Toronto time).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page didn't load`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection, then try again.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try again in a moment.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This category is no longer available`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} at ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} by type`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} products`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There are no ${i?.name} here right now`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See all ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New pieces arrive every week. Check back soon, or try a nearby category.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: furniture for every Canadian home`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furniture for every Canadian home`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in a furnished room`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order free swatches`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured furniture`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by room`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real homes, real Canadians`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our furniture at home across the country. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer’s room`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your city`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to cart`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.term}-month minimum`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · or `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`outright`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or from`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.way}`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly not offered`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: arrives ready to put together with the tools included.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly by our delivery crew:`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free assembly by our delivery crew`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Materials`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Care`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About the ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, front view with measurements`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, side view with measurements`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measurements`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may also like`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorry - ${i?.name} is currently not available in your location.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not available here`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See other ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock differs from city to city. Choose another city, or browse what we can deliver to you.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first}-${i?.last} of ${i?.total} products`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestsellers only`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is past the end of the list`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the first page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`There is ${i?.count} page of products here.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`There are ${i?.count} pages of products here.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products match these filters`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try fewer colours, or clear the filters to see everything here.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name: A to Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not here`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, not available in your city`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (not available in your city)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn more`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn more: ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet. Customers who have this piece can review it from their account.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews, newest first`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Verified customer`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer reviews`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older reviews`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results for “${i?.query}”`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} at ${i?.site}: subscribe, finance or buy, delivered across Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Furniture matching “${i?.query}” at ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have no ${i?.name} to show right now.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”. Check the spelling, use fewer words, or try one of these.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products found`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular searches`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sectionals`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounge Chairs`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loveseats`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Tables`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End Tables`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Tables`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Chairs`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beds`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free fabric swatches`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric swatches`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See and feel our fabrics in your own light before you choose. Pick up to ${i?.max} swatches and we'll mail them free, anywhere in Canada, within 5 business days.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order fabric swatches`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we send them?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use it only if there is a question about your swatches.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit or apartment (optional)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province or territory`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country: Canada. We mail swatches within Canada only.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order didn't go through`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices and address are still here; try again in a moment.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your order`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Order ${i?.count} free swatch`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Order ${i?.count} free swatches`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your fabrics`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} chosen`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. That is the most for one order.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other fabrics`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your swatches are on their way`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep shopping`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`We're mailing ${i?.count} swatch within 5 business days. Keep the order number: quote it if you call us about them.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`We're mailing ${i?.count} swatches within 5 business days. Keep the order number: quote it if you call us about them.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your full name.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name of at most 100 characters.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address like name@example.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your phone number.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit Canadian phone number, like 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your street address.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a street address of at most 200 characters.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a unit number of at most 20 characters.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your city.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a city of at most 100 characters.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your province or territory.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your postal code.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code, like K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} is not a postal code in ${i?.province}. Check the postal code or the province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one swatch.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose at most ${i?.max} swatches per order.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.count} days`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.count} weeks`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.low}-${i?.high} days`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.low}-${i?.high} weeks`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} left`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In stock from ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made to order`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out of stock in ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Width`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat height`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat depth`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arm height`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arm width`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leg height`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pile thickness`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} in`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: front view with dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: side view with dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: picture ${i?.number} of ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pictures of the ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Close and go back to ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} by ${i?.maker}: subscribe, finance or buy, delivered across Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finance`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: finance`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe (short term)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: buy outright`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright (classic)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} over ${i?.term} months`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} monthly payments, then it's yours to keep`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Monthly, yours after ${i?.count} payments`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Monthly, yours after ${i?.count} payments`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term}-month minimum subscription`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One payment; final sale, no returns`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One payment, yours to keep`)
};

export const catalog_province_ab = /** @type {(inputs: Catalog_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const catalog_province_bc = /** @type {(inputs: Catalog_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const catalog_province_mb = /** @type {(inputs: Catalog_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const catalog_province_nb = /** @type {(inputs: Catalog_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const catalog_province_nl = /** @type {(inputs: Catalog_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const catalog_province_ns = /** @type {(inputs: Catalog_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const catalog_province_nt = /** @type {(inputs: Catalog_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const catalog_province_nu = /** @type {(inputs: Catalog_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const catalog_province_on = /** @type {(inputs: Catalog_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const catalog_province_pe = /** @type {(inputs: Catalog_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const catalog_province_qc = /** @type {(inputs: Catalog_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const catalog_province_sk = /** @type {(inputs: Catalog_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const catalog_province_yt = /** @type {(inputs: Catalog_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const account_load_loading = /** @type {(inputs: Account_Load_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.what}`)
};

export const account_load_failed_title = /** @type {(inputs: Account_Load_Failed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not load ${i?.what}`)
};

export const account_load_failed_text = /** @type {(inputs: Account_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was changed. Check your connection and try again.`)
};

export const account_trying_again = /** @type {(inputs: Account_Trying_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again`)
};

export const account_try_again = /** @type {(inputs: Account_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const account_what_account = /** @type {(inputs: Account_What_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your account`)
};

export const account_what_products = /** @type {(inputs: Account_What_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your products`)
};

export const account_what_deliveries = /** @type {(inputs: Account_What_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your deliveries`)
};

export const account_page_count = /** @type {(inputs: Account_Page_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}, page ${i?.page} of ${i?.pageCount}`)
};

export const account_go_first_page = /** @type {(inputs: Account_Go_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the first page`)
};

export const account_page_profile = /** @type {(inputs: Account_Page_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const account_page_profile_hint = /** @type {(inputs: Account_Page_Profile_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, phone numbers, email and what we send you.`)
};

export const account_page_address = /** @type {(inputs: Account_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const account_page_address_hint = /** @type {(inputs: Account_Page_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we deliver, and what is at each address.`)
};

export const account_page_my_products = /** @type {(inputs: Account_Page_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Products`)
};

export const account_page_my_products_hint = /** @type {(inputs: Account_Page_My_Products_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every piece you have, what is paid and what is left.`)
};

export const account_page_upcoming_bill = /** @type {(inputs: Account_Page_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming bill`)
};

export const account_page_upcoming_bill_hint = /** @type {(inputs: Account_Page_Upcoming_Bill_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your next monthly bill will be, and when.`)
};

export const account_page_billing_history = /** @type {(inputs: Account_Page_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing history`)
};

export const account_page_billing_history_hint = /** @type {(inputs: Account_Page_Billing_History_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month’s bill: charged, declined or paid late.`)
};

export const account_page_payment_information = /** @type {(inputs: Account_Page_Payment_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment information`)
};

export const account_page_payment_information_hint = /** @type {(inputs: Account_Page_Payment_Information_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card we bill, and any overdue balance.`)
};

export const account_page_deliveries = /** @type {(inputs: Account_Page_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliveries`)
};

export const account_page_deliveries_hint = /** @type {(inputs: Account_Page_Deliveries_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the crew comes, how you hear about it, and moving a visit.`)
};

export const account_page_receipts = /** @type {(inputs: Account_Page_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const account_page_receipts_hint = /** @type {(inputs: Account_Page_Receipts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order, bill, tip, refund and credit, ready to view and print.`)
};

export const account_page_unsigned_agreements = /** @type {(inputs: Account_Page_Unsigned_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsigned agreements`)
};

export const account_page_unsigned_agreements_hint = /** @type {(inputs: Account_Page_Unsigned_Agreements_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly agreements waiting for your signature.`)
};

export const account_page_product_reviews = /** @type {(inputs: Account_Page_Product_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product reviews`)
};

export const account_page_product_reviews_hint = /** @type {(inputs: Account_Page_Product_Reviews_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate the pieces we delivered and tell other shoppers about them.`)
};

export const account_page_referral = /** @type {(inputs: Account_Page_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral`)
};

export const account_page_referral_hint = /** @type {(inputs: Account_Page_Referral_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link to share, who joined and the credit you earned.`)
};

export const account_pages_label = /** @type {(inputs: Account_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account pages`)
};

export const account_overdue_title = /** @type {(inputs: Account_Overdue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overdue balance: ${i?.amount}`)
};

export const account_overdue_text = /** @type {(inputs: Account_Overdue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly bill was declined. Pay it now to keep your furniture.`)
};

export const account_overdue_pay = /** @type {(inputs: Account_Overdue_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the overdue balance`)
};

export const account_unsigned_title = /** @type {(inputs: Account_Unsigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agreements to sign`)
};

export const account_unsigned_text = /** @type {(inputs: Account_Unsigned_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order is waiting for your signature on its monthly agreement.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} orders are waiting for your signature on their monthly agreements.`);
	return /** @type {LocalizedString} */ ("account_unsigned_text");
};

export const account_unsigned_sign = /** @type {(inputs: Account_Unsigned_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign them`)
};

export const account_confirm_email_title = /** @type {(inputs: Account_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email`)
};

export const account_confirm_email_text = /** @type {(inputs: Account_Confirm_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}; open it to confirm the address.`)
};

export const account_confirm_mobile_title = /** @type {(inputs: Account_Confirm_Mobile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your mobile number`)
};

export const account_confirm_mobile_text = /** @type {(inputs: Account_Confirm_Mobile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery texts go to it once it is confirmed.`)
};

export const account_confirm_mobile_link = /** @type {(inputs: Account_Confirm_Mobile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a code by text`)
};

export const account_waiting_title = /** @type {(inputs: Account_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

export const account_next_bill_title = /** @type {(inputs: Account_Next_Bill_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next bill`)
};

export const account_next_bill_on = /** @type {(inputs: Account_Next_Bill_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on`)
};

export const account_more_bills = /** @type {(inputs: Account_More_BillsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} more bill follows for your other addresses.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} more bills follow for your other addresses.`);
	return /** @type {LocalizedString} */ ("account_more_bills");
};

export const account_see_whole_bill = /** @type {(inputs: Account_See_Whole_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the whole bill`)
};

export const account_no_bill = /** @type {(inputs: Account_No_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing more to bill: no monthly payments are coming up.`)
};

export const account_next_visit_title = /** @type {(inputs: Account_Next_Visit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next delivery or pickup`)
};

export const account_next_visit_pickup = /** @type {(inputs: Account_Next_Visit_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup of order ${i?.number}: ${i?.when}`)
};

export const account_next_visit_delivery = /** @type {(inputs: Account_Next_Visit_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery of order ${i?.number}: ${i?.when}`)
};

export const account_nothing_scheduled = /** @type {(inputs: Account_Nothing_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is scheduled.`)
};

export const account_follow_it = /** @type {(inputs: Account_Follow_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow it`)
};

export const account_all_deliveries = /** @type {(inputs: Account_All_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All deliveries`)
};

export const account_your_furniture = /** @type {(inputs: Account_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your furniture`)
};

export const account_no_furniture = /** @type {(inputs: Account_No_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no furniture with us right now.`)
};

export const account_browse_furniture = /** @type {(inputs: Account_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse furniture`)
};

export const account_see_paid_left = /** @type {(inputs: Account_See_Paid_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what is paid and left on each`)
};

export const account_credit_label = /** @type {(inputs: Account_Credit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit:`)
};

export const account_credit_used_first = /** @type {(inputs: Account_Credit_Used_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, used first on your next order or bill.`)
};

export const account_window_morning = /** @type {(inputs: Account_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`morning`)
};

export const account_window_afternoon = /** @type {(inputs: Account_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`afternoon`)
};

export const account_window_evening = /** @type {(inputs: Account_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`evening`)
};

export const account_window_anytime = /** @type {(inputs: Account_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time of day`)
};

export const account_window_pickup = /** @type {(inputs: Account_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup at the warehouse, 10 am to 5 pm`)
};

export const account_day_window = /** @type {(inputs: Account_Day_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.window}`)
};

export const account_to_be_scheduled = /** @type {(inputs: Account_To_Be_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To be scheduled`)
};

export const account_status_pending = /** @type {(inputs: Account_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

export const account_status_confirmed = /** @type {(inputs: Account_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const account_status_scheduled = /** @type {(inputs: Account_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery scheduled`)
};

export const account_status_out_for_delivery = /** @type {(inputs: Account_Status_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out for delivery`)
};

export const account_status_completed = /** @type {(inputs: Account_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_status_cancelled = /** @type {(inputs: Account_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_status_payment_failed = /** @type {(inputs: Account_Status_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

export const account_return_status_scheduled = /** @type {(inputs: Account_Return_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup scheduled`)
};

export const account_return_status_out_for_delivery = /** @type {(inputs: Account_Return_Status_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew on its way`)
};

export const account_return_status_completed = /** @type {(inputs: Account_Return_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_type_order = /** @type {(inputs: Account_Type_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const account_type_return = /** @type {(inputs: Account_Type_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return`)
};

export const account_type_swap = /** @type {(inputs: Account_Type_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap`)
};

export const account_type_move = /** @type {(inputs: Account_Type_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move`)
};

export const account_type_buyout = /** @type {(inputs: Account_Type_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyout`)
};

export const account_type_swatch = /** @type {(inputs: Account_Type_SwatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swatches`)
};

export const account_kind_monthly_bill = /** @type {(inputs: Account_Kind_Monthly_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly bill`)
};

export const account_kind_overdue_payment = /** @type {(inputs: Account_Kind_Overdue_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overdue payment`)
};

export const account_kind_tip = /** @type {(inputs: Account_Kind_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew tip`)
};

export const account_kind_refund = /** @type {(inputs: Account_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

export const account_kind_credit = /** @type {(inputs: Account_Kind_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit`)
};

export const account_card = /** @type {(inputs: Account_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const account_card_ending = /** @type {(inputs: Account_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ending ${i?.digits}`)
};

export const account_card_expires = /** @type {(inputs: Account_Card_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card}, expires ${i?.expiry}`)
};

export const account_purchase_subscription = /** @type {(inputs: Account_Purchase_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription, billed monthly`)
};

export const account_purchase_financing = /** @type {(inputs: Account_Purchase_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financing, ${i?.count} monthly payments of ${i?.amount}`)
};

export const account_purchase_rental = /** @type {(inputs: Account_Purchase_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental, billed monthly until returned`)
};

export const account_purchase_purchase = /** @type {(inputs: Account_Purchase_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase`)
};

export const account_final_sale_suffix = /** @type {(inputs: Account_Final_Sale_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, final sale`)
};

export const account_no_items = /** @type {(inputs: Account_No_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No items`)
};

export const account_item_count = /** @type {(inputs: Account_Item_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items`);
	return /** @type {LocalizedString} */ ("account_item_count");
};

export const account_paper_status_paid = /** @type {(inputs: Account_Paper_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const account_paper_status_paid_late = /** @type {(inputs: Account_Paper_Status_Paid_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid late`)
};

export const account_paper_status_declined = /** @type {(inputs: Account_Paper_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const account_paper_status_open = /** @type {(inputs: Account_Paper_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being charged`)
};

export const account_paper_status_refunded = /** @type {(inputs: Account_Paper_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const account_paper_status_credited = /** @type {(inputs: Account_Paper_Status_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credited`)
};

export const account_credit_referral = /** @type {(inputs: Account_Credit_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral reward`)
};

export const account_credit_refund = /** @type {(inputs: Account_Credit_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund to account credit`)
};

export const account_credit_goodwill = /** @type {(inputs: Account_Credit_GoodwillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goodwill credit`)
};

export const account_credit_adjustment = /** @type {(inputs: Account_Credit_AdjustmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit adjustment`)
};

export const account_owed_on = /** @type {(inputs: Account_Owed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Owed on ${i?.number}`)
};

export const account_your_address = /** @type {(inputs: Account_Your_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address`)
};

export const account_title_count = /** @type {(inputs: Account_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · ${i?.count}`)
};

export const account_tip_for_crew_of = /** @type {(inputs: Account_Tip_For_Crew_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For the crew of ${i?.number}`)
};

export const account_your_delivery = /** @type {(inputs: Account_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your delivery`)
};

export const account_refund_on = /** @type {(inputs: Account_Refund_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.number}`)
};

export const account_bill_charged = /** @type {(inputs: Account_Bill_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged`)
};

export const account_bill_paid_late = /** @type {(inputs: Account_Bill_Paid_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid late`)
};

export const account_bill_declined = /** @type {(inputs: Account_Bill_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const account_bill_processing = /** @type {(inputs: Account_Bill_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being charged`)
};

export const account_amount_refunded = /** @type {(inputs: Account_Amount_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

export const account_amount_credited = /** @type {(inputs: Account_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`credited`)
};

export const account_amount_charged = /** @type {(inputs: Account_Amount_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`charged`)
};

export const account_row_refunded = /** @type {(inputs: Account_Row_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded ${i?.date}`)
};

export const account_row_credited = /** @type {(inputs: Account_Row_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credited ${i?.date}`)
};

export const account_row_paid = /** @type {(inputs: Account_Row_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.date}`)
};

export const account_row_tipped = /** @type {(inputs: Account_Row_TippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tipped ${i?.date}`)
};

export const account_row_placed = /** @type {(inputs: Account_Row_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.date}`)
};

export const account_row_crew_tip = /** @type {(inputs: Account_Row_Crew_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ ${i?.amount} crew tip`)
};

export const account_view_receipt = /** @type {(inputs: Account_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View receipt`)
};

export const account_view_receipt_for = /** @type {(inputs: Account_View_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` for ${i?.kind} ${i?.number}`)
};

export const account_receipts_title = /** @type {(inputs: Account_Receipts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const account_receipts_intro = /** @type {(inputs: Account_Receipts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order, monthly bill, tip, refund and credit, newest first. Open one to print it. Each month’s bill, charged or declined, is in your`)
};

export const account_receipts_intro_link = /** @type {(inputs: Account_Receipts_Intro_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`billing history`)
};

export const account_receipts_loading = /** @type {(inputs: Account_Receipts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your receipts`)
};

export const account_receipts_failed = /** @type {(inputs: Account_Receipts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your receipts`)
};

export const account_receipts_failed_text = /** @type {(inputs: Account_Receipts_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders are safe; only this list failed to load.`)
};

export const account_receipts_empty_title = /** @type {(inputs: Account_Receipts_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No receipts yet`)
};

export const account_start_shopping = /** @type {(inputs: Account_Start_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start shopping`)
};

export const account_receipts_empty_text = /** @type {(inputs: Account_Receipts_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you place an order or a monthly bill is charged, its receipt appears here.`)
};

export const account_receipts_count = /** @type {(inputs: Account_Receipts_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} receipt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} receipts`);
	return /** @type {LocalizedString} */ ("account_receipts_count");
};

export const account_receipts_pages = /** @type {(inputs: Account_Receipts_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt pages`)
};

export const account_receipts_empty_page = /** @type {(inputs: Account_Receipts_Empty_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no receipts on this page.`)
};

export const account_paper_issued = /** @type {(inputs: Account_Paper_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued`)
};

export const account_paper_refunded_on = /** @type {(inputs: Account_Paper_Refunded_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded on`)
};

export const account_paper_credited_on = /** @type {(inputs: Account_Paper_Credited_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credited on`)
};

export const account_paper_paid_on = /** @type {(inputs: Account_Paper_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on`)
};

export const account_paper_total_refunded = /** @type {(inputs: Account_Paper_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total refunded`)
};

export const account_paper_total_credited = /** @type {(inputs: Account_Paper_Total_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total credited`)
};

export const account_total_charged = /** @type {(inputs: Account_Total_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total charged`)
};

export const account_invoice = /** @type {(inputs: Account_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

export const account_credit_note = /** @type {(inputs: Account_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit note`)
};

export const account_receipt = /** @type {(inputs: Account_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

export const account_gst_hst_number = /** @type {(inputs: Account_Gst_Hst_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GST/HST no. ${i?.number}`)
};

export const account_qst_number = /** @type {(inputs: Account_Qst_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QST no. ${i?.number}`)
};

export const account_receipt_details = /** @type {(inputs: Account_Receipt_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt details`)
};

export const account_bill_date = /** @type {(inputs: Account_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bill date`)
};

export const account_card_declined = /** @type {(inputs: Account_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card declined`)
};

export const account_for_order = /** @type {(inputs: Account_For_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For order`)
};

export const account_for_bill_of = /** @type {(inputs: Account_For_Bill_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the bill of`)
};

export const account_customer = /** @type {(inputs: Account_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const account_billed_for = /** @type {(inputs: Account_Billed_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed for`)
};

export const account_address = /** @type {(inputs: Account_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const account_this_month = /** @type {(inputs: Account_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

export const account_details = /** @type {(inputs: Account_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const account_amount = /** @type {(inputs: Account_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const account_totals = /** @type {(inputs: Account_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals`)
};

export const account_subtotal = /** @type {(inputs: Account_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const account_sales_tax = /** @type {(inputs: Account_Sales_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sales tax`)
};

export const account_none = /** @type {(inputs: Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const account_total = /** @type {(inputs: Account_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const account_credit_used = /** @type {(inputs: Account_Credit_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit used`)
};

export const account_added_to_credit = /** @type {(inputs: Account_Added_To_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your account credit`)
};

export const account_amount_owed = /** @type {(inputs: Account_Amount_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount owed`)
};

export const account_amounts_cad = /** @type {(inputs: Account_Amounts_CadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amounts in Canadian dollars (CAD). Taxes total ${i?.amount}.`)
};

export const account_payment = /** @type {(inputs: Account_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const account_no_card_credit = /** @type {(inputs: Account_No_Card_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card was charged: the amount was added to your account credit.`)
};

export const account_paid_with_credit = /** @type {(inputs: Account_Paid_With_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid in full with account credit.`)
};

export const account_no_card_payment = /** @type {(inputs: Account_No_Card_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card payment recorded.`)
};

export const account_refunded_to = /** @type {(inputs: Account_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded to ${i?.card}:`)
};

export const account_charged_to = /** @type {(inputs: Account_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged to ${i?.card}:`)
};

export const account_tried = /** @type {(inputs: Account_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tried ${i?.card}:`)
};

export const account_on_date = /** @type {(inputs: Account_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.date}`)
};

export const account_payment_failed_status = /** @type {(inputs: Account_Payment_Failed_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

export const account_payment_declined_status = /** @type {(inputs: Account_Payment_Declined_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`declined`)
};

export const account_payment_pending_status = /** @type {(inputs: Account_Payment_Pending_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

export const account_your_note = /** @type {(inputs: Account_Your_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your note: “${i?.note}”`)
};

export const account_is_owed = /** @type {(inputs: Account_Is_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is owed.`)
};

export const account_pay_or_update = /** @type {(inputs: Account_Pay_Or_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay it or update your card`)
};

export const account_paper_terms = /** @type {(inputs: Account_Paper_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment terms: ${i?.terms} Questions about this receipt? Call ${i?.phone} or write to ${i?.email} with its number, ${i?.number}.`)
};

export const account_payment_refunded_status = /** @type {(inputs: Account_Payment_Refunded_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

export const account_return_free = /** @type {(inputs: Account_Return_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This return is free: nothing is charged.`)
};

export const account_return_fee_declined = /** @type {(inputs: Account_Return_Fee_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined for the return fee: ${i?.amount} is owed.`)
};

export const account_return_fee_retry = /** @type {(inputs: Account_Return_Fee_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items are returned. We will try your card again; to pay now,`)
};

export const account_return_fee_retry_link = /** @type {(inputs: Account_Return_Fee_Retry_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`update your card or pay the balance`)
};

export const account_return_fee_open = /** @type {(inputs: Account_Return_Fee_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The return fee of ${i?.amount} is charged to your card on file once our crew has picked the items up.`)
};

export const account_order_details = /** @type {(inputs: Account_Order_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order details`)
};

export const account_order_date = /** @type {(inputs: Account_Order_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order date`)
};

export const account_not_paid = /** @type {(inputs: Account_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid`)
};

export const account_pickup = /** @type {(inputs: Account_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const account_delivery = /** @type {(inputs: Account_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const account_pick_up_at = /** @type {(inputs: Account_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up at`)
};

export const account_pickup_hours = /** @type {(inputs: Account_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every day, 10 am to 5 pm (Toronto time)`)
};

export const account_pickup_bring = /** @type {(inputs: Account_Pickup_BringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}. Bring photo ID and your order number.`)
};

export const account_depot = /** @type {(inputs: Account_DepotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depot`)
};

export const account_moved_from = /** @type {(inputs: Account_Moved_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved from`)
};

export const account_picked_up_from = /** @type {(inputs: Account_Picked_Up_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up from`)
};

export const account_customer_address = /** @type {(inputs: Account_Customer_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer address`)
};

export const account_delivered_to = /** @type {(inputs: Account_Delivered_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered to`)
};

export const account_no_address = /** @type {(inputs: Account_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No address`)
};

export const account_move_address = /** @type {(inputs: Account_Move_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move address`)
};

export const account_items = /** @type {(inputs: Account_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const account_item = /** @type {(inputs: Account_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

export const account_qty = /** @type {(inputs: Account_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const account_unit_price = /** @type {(inputs: Account_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

export const account_retail_sold_at = /** @type {(inputs: Account_Retail_Sold_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retail ${i?.price}, sold at 85% off`)
};

export const account_retail = /** @type {(inputs: Account_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail`)
};

export const account_sold_at_off = /** @type {(inputs: Account_Sold_At_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, sold at 85% off`)
};

export const account_pivotcare_line = /** @type {(inputs: Account_Pivotcare_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover ${i?.price}; ${i?.monthly} in all`)
};

export const account_cancelled_not_moved = /** @type {(inputs: Account_Cancelled_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: not moved`)
};

export const account_cancelled_not_delivered = /** @type {(inputs: Account_Cancelled_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: not delivered`)
};

export const account_moved_fee_unchanged = /** @type {(inputs: Account_Moved_Fee_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved to the move address; its monthly fee is unchanged`)
};

export const account_swap_in_place = /** @type {(inputs: Account_Swap_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comes in place of the returned piece; first month billed on delivery`)
};

export const account_first_month_today = /** @type {(inputs: Account_First_Month_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First month charged today`)
};

export const account_assembly_amount = /** @type {(inputs: Account_Assembly_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assembly ${i?.amount}`)
};

export const account_pickup_cancelled_stays = /** @type {(inputs: Account_Pickup_Cancelled_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup cancelled: ${i?.name} stays with you`)
};

export const account_return_pickup_of = /** @type {(inputs: Account_Return_Pickup_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return pickup: ${i?.name}`)
};

export const account_move_fee = /** @type {(inputs: Account_Move_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move fee`)
};

export const account_products = /** @type {(inputs: Account_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const account_pickup_warehouse = /** @type {(inputs: Account_Pickup_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const account_free = /** @type {(inputs: Account_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const account_assembly = /** @type {(inputs: Account_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly`)
};

export const account_return_pickup = /** @type {(inputs: Account_Return_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return pickup`)
};

export const account_discount = /** @type {(inputs: Account_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const account_refunded = /** @type {(inputs: Account_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const account_monthly_unchanged = /** @type {(inputs: Account_Monthly_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly fees do not change: ${i?.amount} plus tax for the moved items, billed as before.`)
};

export const account_monthly_then = /** @type {(inputs: Account_Monthly_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Then ${i?.amount} plus tax for the monthly items, billed from a month after delivery.`)
};

export const account_crew_tips = /** @type {(inputs: Account_Crew_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew tips`)
};

export const account_tip_for_crew = /** @type {(inputs: Account_Tip_For_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip for the delivery crew:`)
};

export const account_tip_for_crew_card = /** @type {(inputs: Account_Tip_For_Crew_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip for the delivery crew charged to ${i?.card}:`)
};

export const account_tips_note = /** @type {(inputs: Account_Tips_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips go to the crew in full. They are charged apart from this order and are not taxed.`)
};

export const account_terms_return = /** @type {(inputs: Account_Terms_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment terms: the return fee is charged once, to the card on file, after the pickup.`)
};

export const account_terms_paid = /** @type {(inputs: Account_Terms_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment terms: paid in full at checkout.`)
};

export const account_terms_subscription = /** @type {(inputs: Account_Terms_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Later subscription fees are billed monthly to the card on file.`)
};

export const account_terms_questions = /** @type {(inputs: Account_Terms_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about this receipt? Call ${i?.phone} or write to ${i?.email} with your order number.`)
};

export const account_receipt_loading = /** @type {(inputs: Account_Receipt_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your receipt`)
};

export const account_all_receipts = /** @type {(inputs: Account_All_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All receipts`)
};

export const account_print_invoice = /** @type {(inputs: Account_Print_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print invoice`)
};

export const account_print_receipt = /** @type {(inputs: Account_Print_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print receipt`)
};

export const account_receipt_load_failed = /** @type {(inputs: Account_Receipt_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this receipt`)
};

export const account_receipt_not_found = /** @type {(inputs: Account_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this receipt`)
};

export const account_receipt_load_failed_text = /** @type {(inputs: Account_Receipt_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is safe; only this page failed to load.`)
};

export const account_receipt_not_found_text = /** @type {(inputs: Account_Receipt_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may belong to another account, or the link is incomplete.`)
};

export const account_view_photos = /** @type {(inputs: Account_View_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View photos`)
};

export const account_add_photos = /** @type {(inputs: Account_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add or replace photos`)
};

export const account_receipt_title = /** @type {(inputs: Account_Receipt_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt ${i?.number}`)
};

export const account_invoice_title = /** @type {(inputs: Account_Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number}`)
};

export const account_pickup_warehouse_name = /** @type {(inputs: Account_Pickup_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot warehouse`)
};

export const account_monthly_parts = /** @type {(inputs: Account_Monthly_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} (${i?.fee} fee + ${i?.care} PivotCare)`)
};

export const account_product_ordered = /** @type {(inputs: Account_Product_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered`)
};

export const account_product_with_you = /** @type {(inputs: Account_Product_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With you`)
};

export const account_product_return_scheduled = /** @type {(inputs: Account_Product_Return_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return scheduled`)
};

export const account_product_returned = /** @type {(inputs: Account_Product_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned`)
};

export const account_product_bought_out = /** @type {(inputs: Account_Product_Bought_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought out`)
};

export const account_product_cancelled = /** @type {(inputs: Account_Product_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_product_yours = /** @type {(inputs: Account_Product_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

export const account_pay_subscription = /** @type {(inputs: Account_Pay_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

export const account_pay_subscription_charge = /** @type {(inputs: Account_Pay_Subscription_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscription, ${i?.charge}`)
};

export const account_pay_financing = /** @type {(inputs: Account_Pay_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financing`)
};

export const account_pay_financing_charge = /** @type {(inputs: Account_Pay_Financing_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financing, ${i?.count} monthly payments of ${i?.amount}`)
};

export const account_pay_rental = /** @type {(inputs: Account_Pay_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental`)
};

export const account_pay_rental_charge = /** @type {(inputs: Account_Pay_Rental_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rental, ${i?.charge} until returned`)
};

export const account_pay_outright = /** @type {(inputs: Account_Pay_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought outright`)
};

export const account_left_paid_off = /** @type {(inputs: Account_Left_Paid_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} left until paid off`)
};

export const account_left_yours = /** @type {(inputs: Account_Left_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} left until it is yours`)
};

export const account_my_products_intro = /** @type {(inputs: Account_My_Products_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every piece you have with us, by address: how you pay for it, what is paid and what is left.`)
};

export const account_option_value = /** @type {(inputs: Account_Option_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.value}`)
};

export const account_arriving_on = /** @type {(inputs: Account_Arriving_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arriving on`)
};

export const account_since = /** @type {(inputs: Account_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since`)
};

export const account_paid_so_far = /** @type {(inputs: Account_Paid_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid so far`)
};

export const account_left_until_paid_off = /** @type {(inputs: Account_Left_Until_Paid_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left until paid off`)
};

export const account_left_until_owned = /** @type {(inputs: Account_Left_Until_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left until owned`)
};

export const account_buyout_today = /** @type {(inputs: Account_Buyout_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyout price today`)
};

export const account_next_payment = /** @type {(inputs: Account_Next_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next payment`)
};

export const account_next_payment_value = /** @type {(inputs: Account_Next_Payment_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} plus tax, ${i?.date}`)
};

export const account_no_furniture_title = /** @type {(inputs: Account_No_Furniture_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No furniture yet`)
};

export const account_no_furniture_text = /** @type {(inputs: Account_No_Furniture_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you subscribe to, finance, rent or buy shows here once it is ordered.`)
};

export const account_window_time = /** @type {(inputs: Account_Window_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window}, ${i?.depot} time`)
};

export const account_item_times = /** @type {(inputs: Account_Item_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} × ${i?.quantity}`)
};

export const account_dstatus_scheduled = /** @type {(inputs: Account_Dstatus_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const account_dstatus_on_its_way = /** @type {(inputs: Account_Dstatus_On_Its_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On its way`)
};

export const account_dstatus_arrived = /** @type {(inputs: Account_Dstatus_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew arrived`)
};

export const account_dstatus_done = /** @type {(inputs: Account_Dstatus_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const account_dstatus_cancelled = /** @type {(inputs: Account_Dstatus_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_dstatus_picked_up = /** @type {(inputs: Account_Dstatus_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_dstatus_delivered = /** @type {(inputs: Account_Dstatus_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_delivery_not_found = /** @type {(inputs: Account_Delivery_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that delivery`)
};

export const account_see_your_deliveries = /** @type {(inputs: Account_See_Your_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your deliveries`)
};

export const account_booking_note_swap = /** @type {(inputs: Account_Booking_Note_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swap ${i?.number}: the crew brings the new piece and takes the old one on one visit. Moving or cancelling one half moves or cancels both.`)
};

export const account_booking_note_move = /** @type {(inputs: Account_Booking_Note_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.number}: a pickup and a delivery, one booking. Moving or cancelling one moves or cancels both.`)
};

export const account_card_label_pickup = /** @type {(inputs: Account_Card_Label_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup of ${i?.date}`)
};

export const account_card_label_delivery = /** @type {(inputs: Account_Card_Label_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery of ${i?.date}`)
};

export const account_fact_window = /** @type {(inputs: Account_Fact_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

export const account_fact_items_pickup = /** @type {(inputs: Account_Fact_Items_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items to pick up`)
};

export const account_fact_order = /** @type {(inputs: Account_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const account_follow_pickup = /** @type {(inputs: Account_Follow_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow this pickup`)
};

export const account_follow_delivery = /** @type {(inputs: Account_Follow_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow this delivery`)
};

export const account_notices_by_sms = /** @type {(inputs: Account_Notices_By_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices by text message.`)
};

export const account_notices_by_email = /** @type {(inputs: Account_Notices_By_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices by email.`)
};

export const account_change_notices_pickup = /** @type {(inputs: Account_Change_Notices_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change how you hear about the pickup of ${i?.date}`)
};

export const account_change_notices_delivery = /** @type {(inputs: Account_Change_Notices_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change how you hear about the delivery of ${i?.date}`)
};

export const account_change = /** @type {(inputs: Account_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const account_see_what_happened = /** @type {(inputs: Account_See_What_HappenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what happened`)
};

export const account_tip_crew_pickup = /** @type {(inputs: Account_Tip_Crew_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip the crew of the pickup of ${i?.date}`)
};

export const account_tip_crew_delivery = /** @type {(inputs: Account_Tip_Crew_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip the crew of the delivery of ${i?.date}`)
};

export const account_tip_the_crew = /** @type {(inputs: Account_Tip_The_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip the crew`)
};

export const account_deliveries_intro = /** @type {(inputs: Account_Deliveries_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your deliveries and pickups: when the crew comes, how you hear about it, and what you can change before the day.`)
};

export const account_upcoming = /** @type {(inputs: Account_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const account_nothing_scheduled_new = /** @type {(inputs: Account_Nothing_Scheduled_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is scheduled. New orders and returns show here.`)
};

export const account_past = /** @type {(inputs: Account_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

export const account_no_visit_yet = /** @type {(inputs: Account_No_Visit_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No delivery or pickup yet.`)
};

export const account_your_card = /** @type {(inputs: Account_Your_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your card`)
};

export const account_swap_cancelled_title = /** @type {(inputs: Account_Swap_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swap ${i?.number} cancelled`)
};

export const account_move_cancelled_title = /** @type {(inputs: Account_Move_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.number} cancelled`)
};

export const account_refunded_to_card = /** @type {(inputs: Account_Refunded_To_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is refunded to ${i?.card}.`)
};

export const account_refund_on_its_way = /** @type {(inputs: Account_Refund_On_Its_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund of ${i?.amount} to ${i?.card} is on its way; it shows on the receipt once the card processor has made it.`)
};

export const account_nothing_to_refund = /** @type {(inputs: Account_Nothing_To_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged, so there is nothing to refund.`)
};

export const account_see_the_receipt = /** @type {(inputs: Account_See_The_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the receipt`)
};

export const account_loading_windows = /** @type {(inputs: Account_Loading_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading open windows`)
};

export const account_windows_failed = /** @type {(inputs: Account_Windows_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the open windows`)
};

export const account_no_open_window = /** @type {(inputs: Account_No_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open window to move to`)
};

export const account_no_window_pickup = /** @type {(inputs: Account_No_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every window of the next two weeks is full, or this pickup can no longer move. Call us and we will do what we can.`)
};

export const account_no_window_delivery = /** @type {(inputs: Account_No_Window_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every window of the next two weeks is full, or this delivery can no longer move. Call us and we will do what we can.`)
};

export const account_choose_window = /** @type {(inputs: Account_Choose_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a window.`)
};

export const account_day = /** @type {(inputs: Account_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

export const account_window_depot_time = /** @type {(inputs: Account_Window_Depot_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Window (${i?.depot} time)`)
};

export const account_slot_places_left = /** @type {(inputs: Account_Slot_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} · ${i?.count} place left`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} · ${i?.count} places left`);
	return /** @type {LocalizedString} */ ("account_slot_places_left");
};

export const account_not_moved = /** @type {(inputs: Account_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not moved`)
};

export const account_moving = /** @type {(inputs: Account_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving`)
};

export const account_move_it_here = /** @type {(inputs: Account_Move_It_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move it here`)
};

export const account_move_this_pickup = /** @type {(inputs: Account_Move_This_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move this pickup`)
};

export const account_move_this_delivery = /** @type {(inputs: Account_Move_This_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move this delivery`)
};

export const account_move_desc_swap = /** @type {(inputs: Account_Move_Desc_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another day and window. The swap’s other visit moves with it. Full windows are not shown.`)
};

export const account_move_desc_move = /** @type {(inputs: Account_Move_Desc_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another day and window. The move’s other visit moves with it. Full windows are not shown.`)
};

export const account_move_desc = /** @type {(inputs: Account_Move_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another day and window. Full windows are not shown.`)
};

export const account_move_to_another_window = /** @type {(inputs: Account_Move_To_Another_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to another window`)
};

export const account_cancel_pickup_title = /** @type {(inputs: Account_Cancel_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this pickup?`)
};

export const account_cancel_pickup_desc = /** @type {(inputs: Account_Cancel_Pickup_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew will not come, and the items stay with you.`)
};

export const account_cancel_pickup = /** @type {(inputs: Account_Cancel_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel pickup`)
};

export const account_keep_pickup = /** @type {(inputs: Account_Keep_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the pickup`)
};

export const account_cancelling = /** @type {(inputs: Account_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling`)
};

export const account_not_cancelled = /** @type {(inputs: Account_Not_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not cancelled`)
};

export const account_swap_both_cancelled = /** @type {(inputs: Account_Swap_Both_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Both halves of the visit are cancelled: the crew will not bring ${i?.coming} or take back ${i?.keeps}.`)
};

export const account_move_both_cancelled = /** @type {(inputs: Account_Move_Both_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Both visits are cancelled: the crew will not pick up ${i?.keeps} or deliver them to the new address.`)
};

export const account_stays_with_you = /** @type {(inputs: Account_Stays_With_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} stays with you`)
};

export const account_stays_where_it_is = /** @type {(inputs: Account_Stays_Where_It_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` where it is`)
};

export const account_at_monthly_as_before = /** @type {(inputs: Account_At_Monthly_As_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, at ${i?.amount} as before`)
};

export const account_what_you_get_back = /** @type {(inputs: Account_What_You_Get_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you get back`)
};

export const account_refund_swap = /** @type {(inputs: Account_Refund_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`refunded to ${i?.card}: the whole swap charge, tax included, because you cancel before ${i?.day}. The refund shows on the swap’s receipt; your bank may take a few business days to show it.`)
};

export const account_refund_move = /** @type {(inputs: Account_Refund_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`refunded to ${i?.card}: the whole move charge, tax included, because you cancel before ${i?.day}. The refund shows on the move’s receipt; your bank may take a few business days to show it.`)
};

export const account_its_day = /** @type {(inputs: Account_Its_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its day`)
};

export const account_nothing_charged_swap = /** @type {(inputs: Account_Nothing_Charged_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for this swap, so there is nothing to refund.`)
};

export const account_nothing_charged_move = /** @type {(inputs: Account_Nothing_Charged_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for this move, so there is nothing to refund.`)
};

export const account_cancel_swap_title = /** @type {(inputs: Account_Cancel_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this swap?`)
};

export const account_cancel_move_title = /** @type {(inputs: Account_Cancel_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this move?`)
};

export const account_cancel_swap_desc = /** @type {(inputs: Account_Cancel_Swap_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A swap is one booking: its delivery and pickup are cancelled together.`)
};

export const account_cancel_move_desc = /** @type {(inputs: Account_Cancel_Move_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A move is one booking: its pickup and delivery are cancelled together.`)
};

export const account_cancel_swap = /** @type {(inputs: Account_Cancel_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel swap`)
};

export const account_cancel_move = /** @type {(inputs: Account_Cancel_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel move`)
};

export const account_keep_swap = /** @type {(inputs: Account_Keep_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the swap`)
};

export const account_keep_move = /** @type {(inputs: Account_Keep_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the move`)
};

export const account_cancel_and_refund = /** @type {(inputs: Account_Cancel_And_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel and refund ${i?.amount}`)
};

export const account_cancel_the_swap = /** @type {(inputs: Account_Cancel_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the swap`)
};

export const account_cancel_the_move = /** @type {(inputs: Account_Cancel_The_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the move`)
};

export const account_working_out_refund = /** @type {(inputs: Account_Working_Out_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working out your refund`)
};

export const account_cancel_preview_failed = /** @type {(inputs: Account_Cancel_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load what cancelling gives back`)
};

export const account_swap_cannot_cancel = /** @type {(inputs: Account_Swap_Cannot_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This swap cannot be cancelled here`)
};

export const account_move_cannot_cancel = /** @type {(inputs: Account_Move_Cannot_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move cannot be cancelled here`)
};

export const account_pstatus_scheduled = /** @type {(inputs: Account_Pstatus_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const account_pstatus_done = /** @type {(inputs: Account_Pstatus_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const account_pstatus_cancelled = /** @type {(inputs: Account_Pstatus_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_stage_pickup_scheduled = /** @type {(inputs: Account_Stage_Pickup_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup scheduled`)
};

export const account_stage_delivery_scheduled = /** @type {(inputs: Account_Stage_Delivery_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery scheduled`)
};

export const account_stage_out_for_delivery = /** @type {(inputs: Account_Stage_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out for delivery`)
};

export const account_stops_before_yours = /** @type {(inputs: Account_Stops_Before_YoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stop before yours`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stops before yours`);
	return /** @type {LocalizedString} */ ("account_stops_before_yours");
};

export const account_stops_before_yours_plain = /** @type {(inputs: Account_Stops_Before_Yours_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stops before yours`)
};

export const account_stage_nearby = /** @type {(inputs: Account_Stage_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 minutes away`)
};

export const account_stage_arrived = /** @type {(inputs: Account_Stage_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew arrived`)
};

export const account_stage_picked_up = /** @type {(inputs: Account_Stage_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_stage_delivered = /** @type {(inputs: Account_Stage_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_stage_cancelled = /** @type {(inputs: Account_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_loading_map = /** @type {(inputs: Account_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the map`)
};

export const account_timeline = /** @type {(inputs: Account_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

export const account_now = /** @type {(inputs: Account_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (now)`)
};

export const account_booked = /** @type {(inputs: Account_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked ${i?.date}`)
};

export const account_pickup_was_cancelled = /** @type {(inputs: Account_Pickup_Was_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup was cancelled`)
};

export const account_delivery_was_cancelled = /** @type {(inputs: Account_Delivery_Was_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This delivery was cancelled`)
};

export const account_crew_will_not_come = /** @type {(inputs: Account_Crew_Will_Not_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew will not come.`)
};

export const account_headline_picked_up = /** @type {(inputs: Account_Headline_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_headline_delivered = /** @type {(inputs: Account_Headline_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_crew_finished_pickup = /** @type {(inputs: Account_Crew_Finished_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. The crew finished your pickup.`)
};

export const account_crew_finished_delivery = /** @type {(inputs: Account_Crew_Finished_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. The crew finished your delivery.`)
};

export const account_crew_at_door = /** @type {(inputs: Account_Crew_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew is at your door`)
};

export const account_crew_with_you = /** @type {(inputs: Account_Crew_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are with you now.`)
};

export const account_pickup_on = /** @type {(inputs: Account_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup on ${i?.date}`)
};

export const account_delivery_on = /** @type {(inputs: Account_Delivery_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery on ${i?.date}`)
};

export const account_scheduled_detail = /** @type {(inputs: Account_Scheduled_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window}. We tell you when the crew sets out, and again 30 minutes before it arrives.`)
};

export const account_arriving_in = /** @type {(inputs: Account_Arriving_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Arriving in about ${i?.count} minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Arriving in about ${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("account_arriving_in");
};

export const account_crew_on_its_way = /** @type {(inputs: Account_Crew_On_Its_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew is on its way`)
};

export const account_around_time = /** @type {(inputs: Account_Around_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Around ${i?.time}, ${i?.depot} time.`)
};

export const account_map_of_crew = /** @type {(inputs: Account_Map_Of_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the crew and your address`)
};

export const account_crew_at_address = /** @type {(inputs: Account_Crew_At_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the crew is at your address`)
};

export const account_crew_km_away = /** @type {(inputs: Account_Crew_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the crew is ${i?.km} km away`)
};

export const account_map_label = /** @type {(inputs: Account_Map_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.parts}. ${i?.address}.`)
};

export const account_follow_your_delivery = /** @type {(inputs: Account_Follow_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your delivery`)
};

export const account_what_this_delivery = /** @type {(inputs: Account_What_This_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this delivery`)
};

export const account_progress = /** @type {(inputs: Account_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const account_after_delivery = /** @type {(inputs: Account_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After your delivery`)
};

export const account_picking_up = /** @type {(inputs: Account_Picking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picking up: `)
};

export const account_bringing = /** @type {(inputs: Account_BringingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringing: `)
};

export const account_order_notices_sms = /** @type {(inputs: Account_Order_Notices_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}. Notices by text message.`)
};

export const account_order_notices_email = /** @type {(inputs: Account_Order_Notices_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}. Notices by email.`)
};

export const account_change_how_hear = /** @type {(inputs: Account_Change_How_HearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change how you hear about it`)
};

export const account_live_paused = /** @type {(inputs: Account_Live_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live updates paused`)
};

export const account_live_paused_text = /** @type {(inputs: Account_Live_Paused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We lost the live connection; this page checks again every 30 seconds.`)
};

export const account_map = /** @type {(inputs: Account_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map`)
};

export const account_no_crew_coming = /** @type {(inputs: Account_No_Crew_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No crew is coming.`)
};

export const account_crew_reached = /** @type {(inputs: Account_Crew_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew has reached your address.`)
};

export const account_map_shows_on = /** @type {(inputs: Account_Map_Shows_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The map shows the crew and its route once it sets out on ${i?.date}.`)
};

export const account_map_legend = /** @type {(inputs: Account_Map_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blue: the crew. Red: your address. White: stops before yours. Grey: the depot.`)
};

export const account_delivery_notices = /** @type {(inputs: Account_Delivery_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery notices`)
};

export const account_how_hear_pickup = /** @type {(inputs: Account_How_Hear_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you hear about this pickup`)
};

export const account_how_hear_delivery = /** @type {(inputs: Account_How_Hear_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you hear about this delivery`)
};

export const account_notice_intro_pickup = /** @type {(inputs: Account_Notice_Intro_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup of ${i?.date}, ${i?.window}. We tell you when the crew is out for delivery and when it is 30 minutes away.`)
};

export const account_notice_intro_delivery = /** @type {(inputs: Account_Notice_Intro_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery of ${i?.date}, ${i?.window}. We tell you when the crew is out for delivery and when it is 30 minutes away.`)
};

export const account_send_notices_by = /** @type {(inputs: Account_Send_Notices_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send notices by`)
};

export const account_text_to_mobile = /** @type {(inputs: Account_Text_To_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message to your mobile`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const account_notices_hint = /** @type {(inputs: Account_Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texts go to your confirmed mobile number; without one, we email you.`)
};

export const account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

export const account_notices_go_pickup_sms = /** @type {(inputs: Account_Notices_Go_Pickup_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this pickup go by text message.`)
};

export const account_notices_go_pickup_email = /** @type {(inputs: Account_Notices_Go_Pickup_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this pickup go by email.`)
};

export const account_notices_go_delivery_sms = /** @type {(inputs: Account_Notices_Go_Delivery_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this delivery go by text message.`)
};

export const account_notices_go_delivery_email = /** @type {(inputs: Account_Notices_Go_Delivery_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this delivery go by email.`)
};

export const account_saving = /** @type {(inputs: Account_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const account_back_to_deliveries = /** @type {(inputs: Account_Back_To_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to deliveries`)
};

export const account_card_declined_on = /** @type {(inputs: Account_Card_Declined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined on ${i?.date}: ${i?.amount} is owed.`)
};

export const account_card_declined_owed = /** @type {(inputs: Account_Card_Declined_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined: ${i?.amount} is owed.`)
};

export const account_declined = /** @type {(inputs: Account_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const account_declined_on = /** @type {(inputs: Account_Declined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Declined on ${i?.date}`)
};

export const account_paid_late_sentence = /** @type {(inputs: Account_Paid_Late_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.declined}, paid.`)
};

export const account_paid_late_on_sentence = /** @type {(inputs: Account_Paid_Late_On_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.declined}, paid on ${i?.date}.`)
};

export const account_charge_processing = /** @type {(inputs: Account_Charge_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The charge is being processed.`)
};

export const account_paid_with_credit_short = /** @type {(inputs: Account_Paid_With_Credit_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid with account credit.`)
};

export const account_charged_sentence = /** @type {(inputs: Account_Charged_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged.`)
};

export const account_charged_on_sentence = /** @type {(inputs: Account_Charged_On_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged on ${i?.date}.`)
};

export const account_bill_meta = /** @type {(inputs: Account_Bill_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} · ${i?.count} · ${i?.number}`)
};

export const account_incl_tax = /** @type {(inputs: Account_Incl_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.amount} tax`)
};

export const account_view_bill = /** @type {(inputs: Account_View_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View bill`)
};

export const account_of_date = /** @type {(inputs: Account_Of_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.date}`)
};

export const account_billing_intro = /** @type {(inputs: Account_Billing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month’s bill for each address, newest first: charged, declined or paid late. Open one to see or print it.`)
};

export const account_what_billing_history = /** @type {(inputs: Account_What_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your billing history`)
};

export const account_no_bills_title = /** @type {(inputs: Account_No_Bills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No monthly bills yet`)
};

export const account_no_bills_text = /** @type {(inputs: Account_No_Bills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your first monthly bill comes a month after your furniture is delivered.`)
};

export const account_see_upcoming_bill = /** @type {(inputs: Account_See_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the upcoming bill`)
};

export const account_bills_count = /** @type {(inputs: Account_Bills_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} bill`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} bills`);
	return /** @type {LocalizedString} */ ("account_bills_count");
};

export const account_monthly_bills = /** @type {(inputs: Account_Monthly_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly bills`)
};

export const account_billing_pages = /** @type {(inputs: Account_Billing_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing history pages`)
};

export const account_no_bills_page = /** @type {(inputs: Account_No_Bills_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no bills on this page.`)
};

export const account_other_payments = /** @type {(inputs: Account_Other_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments of other kinds (orders, tips, refunds, credits) are in`)
};

export const account_your_receipts = /** @type {(inputs: Account_Your_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your receipts`)
};

export const account_card_declined_title = /** @type {(inputs: Account_Card_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined`)
};

export const account_card_declined_text = /** @type {(inputs: Account_Card_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} was declined for your last bill, which is still unpaid. This bill would go to the same card: put a new card on file and pay the overdue balance.`)
};

export const account_card_expires_title = /** @type {(inputs: Account_Card_Expires_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card expires before this bill`)
};

export const account_card_expires_text = /** @type {(inputs: Account_Card_Expires_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} expires before ${i?.date}. Put a new card on file so this bill can be paid.`)
};

export const account_card_word = /** @type {(inputs: Account_Card_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`card`)
};

export const account_no_card_title = /** @type {(inputs: Account_No_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card on file`)
};

export const account_no_card_text = /** @type {(inputs: Account_No_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card to charge this bill to. Put a card on file before the bill date.`)
};

export const account_go_payment_info = /** @type {(inputs: Account_Go_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to payment information`)
};

export const account_address_in = /** @type {(inputs: Account_Address_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An address in ${i?.province}`)
};

export const account_bill_of = /** @type {(inputs: Account_Bill_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bill of ${i?.date}`)
};

export const account_for_where = /** @type {(inputs: Account_For_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.where}`)
};

export const account_line_instalment = /** @type {(inputs: Account_Line_InstalmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, instalment (payment ${i?.period})`)
};

export const account_line_monthly_fee = /** @type {(inputs: Account_Line_Monthly_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, monthly fee (payment ${i?.period})`)
};

export const account_pivotcare_for = /** @type {(inputs: Account_Pivotcare_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare for ${i?.name}`)
};

export const account_credit_applied = /** @type {(inputs: Account_Credit_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit applied`)
};

export const account_to_be_charged_to = /** @type {(inputs: Account_To_Be_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To be charged to your ${i?.card}`)
};

export const account_to_pay_bill_date = /** @type {(inputs: Account_To_Pay_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To pay on the bill date`)
};

export const account_upcoming_intro = /** @type {(inputs: Account_Upcoming_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your next monthly bill for each address, as we will charge it to the card on file.`)
};

export const account_what_next_bill = /** @type {(inputs: Account_What_Next_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your next bill`)
};

export const account_no_bill_coming = /** @type {(inputs: Account_No_Bill_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bill coming up`)
};

export const account_no_bill_coming_text = /** @type {(inputs: Account_No_Bill_Coming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing you have is billed monthly any more, or your furniture is not delivered yet.`)
};

export const account_taxes_in_force = /** @type {(inputs: Account_Taxes_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes are those in force on the bill’s date. The card is`)
};

export const account_on_payment_info = /** @type {(inputs: Account_On_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on your payment information`)
};

export const account_past_bills_in = /** @type {(inputs: Account_Past_Bills_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Past bills are in your`)
};

export const account_billing_up_to_date = /** @type {(inputs: Account_Billing_Up_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you: your billing is up to date`)
};

export const account_we_charged = /** @type {(inputs: Account_We_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We charged ${i?.amount} to the card on file.`)
};

export const account_receipt_in = /** @type {(inputs: Account_Receipt_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its receipt is in`)
};

export const account_bill_shows_paid = /** @type {(inputs: Account_Bill_Shows_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, and the bill shows as paid in your`)
};

export const account_bills_unpaid = /** @type {(inputs: Account_Bills_UnpaidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A monthly bill is unpaid.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} monthly bills are unpaid.`);
	return /** @type {LocalizedString} */ ("account_bills_unpaid");
};

export const account_overdue_card_declined = /** @type {(inputs: Account_Overdue_Card_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} was declined for it: put a new card on file below, then pay.`)
};

export const account_overdue_pay_with = /** @type {(inputs: Account_Overdue_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay now with your ${i?.card} on file.`)
};

export const account_overdue_put_card = /** @type {(inputs: Account_Overdue_Put_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a card on file below, then pay.`)
};

export const account_paying = /** @type {(inputs: Account_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying`)
};

export const account_pay_now = /** @type {(inputs: Account_Pay_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay now ${i?.amount}`)
};

export const account_no_card_on_file = /** @type {(inputs: Account_No_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card on file. Add one below: monthly bills are charged to it.`)
};

export const account_expired = /** @type {(inputs: Account_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const account_billing_address_label = /** @type {(inputs: Account_Billing_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address:`)
};

export const account_billing_address_none = /** @type {(inputs: Account_Billing_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet (add an address)`)
};

export const account_card_now_on_file = /** @type {(inputs: Account_Card_Now_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} is now the card on file.`)
};

export const account_put_new_card = /** @type {(inputs: Account_Put_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a new card on file`)
};

export const account_card_processor_note = /** @type {(inputs: Account_Card_Processor_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our payment processor; we never see or keep its number. It is checked with a ${i?.hold} hold that is released at once.`)
};

export const account_card_not_saved = /** @type {(inputs: Account_Card_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card was not saved`)
};

export const account_name_on_card = /** @type {(inputs: Account_Name_On_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card`)
};

export const account_card_number = /** @type {(inputs: Account_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const account_expiry = /** @type {(inputs: Account_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM/YY)`)
};

export const account_expiry_placeholder = /** @type {(inputs: Account_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const account_security_code = /** @type {(inputs: Account_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code`)
};

export const account_billing_address = /** @type {(inputs: Account_Billing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address`)
};

export const account_same_as_delivery = /** @type {(inputs: Account_Same_As_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as my delivery address`)
};

export const account_street_address = /** @type {(inputs: Account_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const account_unit_optional = /** @type {(inputs: Account_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit (optional)`)
};

export const account_city = /** @type {(inputs: Account_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const account_province_territory = /** @type {(inputs: Account_Province_TerritoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province or territory`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose`)
};

export const account_postal_code = /** @type {(inputs: Account_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const account_postal_placeholder = /** @type {(inputs: Account_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A1A 1A1`)
};

export const account_checking_card = /** @type {(inputs: Account_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the card`)
};

export const account_save_new_card = /** @type {(inputs: Account_Save_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the new card`)
};

export const account_payment_intro = /** @type {(inputs: Account_Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card your monthly bills are charged to, and any balance that is overdue.`)
};

export const account_what_payment_info = /** @type {(inputs: Account_What_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your payment information`)
};

export const account_card_on_file = /** @type {(inputs: Account_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card on file`)
};

export const account_problem_card_name = /** @type {(inputs: Account_Problem_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the name on the card.`)
};

export const account_problem_card_number = /** @type {(inputs: Account_Problem_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the card number.`)
};

export const account_problem_expiry = /** @type {(inputs: Account_Problem_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the expiry as MM/YY.`)
};

export const account_problem_cvc = /** @type {(inputs: Account_Problem_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 3 or 4 digit security code.`)
};

export const account_problem_first_name = /** @type {(inputs: Account_Problem_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a first name.`)
};

export const account_problem_last_name = /** @type {(inputs: Account_Problem_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a last name.`)
};

export const account_problem_street = /** @type {(inputs: Account_Problem_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the street address.`)
};

export const account_problem_city = /** @type {(inputs: Account_Problem_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the city.`)
};

export const account_problem_province = /** @type {(inputs: Account_Problem_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province.`)
};

export const account_problem_province_territory = /** @type {(inputs: Account_Problem_Province_TerritoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the province or territory.`)
};

export const account_problem_postal = /** @type {(inputs: Account_Problem_PostalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a postal code.`)
};

export const account_problem_postal_the = /** @type {(inputs: Account_Problem_Postal_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the postal code.`)
};

export const account_problem_postal_format = /** @type {(inputs: Account_Problem_Postal_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code like A1A 1A1.`)
};

export const account_problem_phone = /** @type {(inputs: Account_Problem_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit phone number, e.g. 416 555 0134.`)
};

export const account_problem_floor = /** @type {(inputs: Account_Problem_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the floor as a number.`)
};

export const account_please_sign_in = /** @type {(inputs: Account_Please_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const account_province_ab = /** @type {(inputs: Account_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const account_province_bc = /** @type {(inputs: Account_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const account_province_mb = /** @type {(inputs: Account_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const account_province_nb = /** @type {(inputs: Account_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const account_province_nl = /** @type {(inputs: Account_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const account_province_ns = /** @type {(inputs: Account_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const account_province_nt = /** @type {(inputs: Account_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const account_province_nu = /** @type {(inputs: Account_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const account_province_on = /** @type {(inputs: Account_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const account_province_pe = /** @type {(inputs: Account_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const account_province_qc = /** @type {(inputs: Account_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const account_province_sk = /** @type {(inputs: Account_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const account_province_yt = /** @type {(inputs: Account_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const account_building_house = /** @type {(inputs: Account_Building_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House`)
};

export const account_building_apartment = /** @type {(inputs: Account_Building_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apartment`)
};

export const account_building_condo = /** @type {(inputs: Account_Building_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const account_building_townhouse = /** @type {(inputs: Account_Building_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Townhouse`)
};

export const account_building_office = /** @type {(inputs: Account_Building_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

export const account_floor = /** @type {(inputs: Account_FloorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`floor ${i?.floor}`)
};

export const account_elevator = /** @type {(inputs: Account_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elevator`)
};

export const account_loading_dock = /** @type {(inputs: Account_Loading_DockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loading dock`)
};

export const account_buzzer = /** @type {(inputs: Account_BuzzerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`buzzer ${i?.buzzer}`)
};

export const account_receiving = /** @type {(inputs: Account_ReceivingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`receiving ${i?.hours}`)
};

export const account_unit_name = /** @type {(inputs: Account_Unit_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.street}, unit ${i?.unit}`)
};

export const account_main_address = /** @type {(inputs: Account_Main_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main address`)
};

export const account_quoted = /** @type {(inputs: Account_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

export const account_no_furniture_here = /** @type {(inputs: Account_No_Furniture_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No furniture here now`)
};

export const account_products_here = /** @type {(inputs: Account_Products_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product here`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products here`);
	return /** @type {LocalizedString} */ ("account_products_here");
};

export const account_remove_address_title = /** @type {(inputs: Account_Remove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this address?`)
};

export const account_remove_address_text = /** @type {(inputs: Account_Remove_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It leaves your address book; past orders keep it.`)
};

export const account_removing_address = /** @type {(inputs: Account_Removing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing the address`)
};

export const account_remove = /** @type {(inputs: Account_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const account_keep_it = /** @type {(inputs: Account_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const account_edit = /** @type {(inputs: Account_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const account_making_main = /** @type {(inputs: Account_Making_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making it the main address`)
};

export const account_make_main = /** @type {(inputs: Account_Make_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make main address`)
};

export const account_hidden_name = /** @type {(inputs: Account_Hidden_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.name}`)
};

export const account_add_address = /** @type {(inputs: Account_Add_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an address`)
};

export const account_what_addresses = /** @type {(inputs: Account_What_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your addresses`)
};

export const account_no_addresses = /** @type {(inputs: Account_No_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No addresses yet`)
};

export const account_no_addresses_text = /** @type {(inputs: Account_No_Addresses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the address we should deliver to; checkout offers it first.`)
};

export const account_your_addresses = /** @type {(inputs: Account_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your addresses`)
};

export const account_address_added = /** @type {(inputs: Account_Address_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address added.`)
};

export const account_address_saved = /** @type {(inputs: Account_Address_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address saved.`)
};

export const account_edit_address = /** @type {(inputs: Account_Edit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit address`)
};

export const account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const account_address_not_found = /** @type {(inputs: Account_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that address`)
};

export const account_see_addresses = /** @type {(inputs: Account_See_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your addresses`)
};

export const account_address_not_found_text = /** @type {(inputs: Account_Address_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been removed, or the link is not for your account.`)
};

export const account_address_edit_intro = /** @type {(inputs: Account_Address_Edit_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything the crew needs to bring your furniture in: the unit, floor, elevator, buzzer and when someone can receive it.`)
};

export const account_what_the_address = /** @type {(inputs: Account_What_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the address`)
};

export const account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const account_save_address = /** @type {(inputs: Account_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save address`)
};

export const account_edit_the_address = /** @type {(inputs: Account_Edit_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the address`)
};

export const account_new_delivery_address = /** @type {(inputs: Account_New_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New delivery address`)
};

export const account_choose_address = /** @type {(inputs: Account_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an address`)
};

export const account_billing_address_to_use = /** @type {(inputs: Account_Billing_Address_To_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The billing address to use.`)
};

export const account_where_should_go = /** @type {(inputs: Account_Where_Should_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where this should go.`)
};

export const account_add_first = /** @type {(inputs: Account_Add_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add one first, then come back to choose it.`)
};

export const account_use_this_address = /** @type {(inputs: Account_Use_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this address`)
};

export const account_profile_saved = /** @type {(inputs: Account_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details are saved.`)
};

export const account_your_details = /** @type {(inputs: Account_Your_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details`)
};

export const account_first_name = /** @type {(inputs: Account_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const account_last_name = /** @type {(inputs: Account_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const account_mobile_phone = /** @type {(inputs: Account_Mobile_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile phone`)
};

export const account_phone_hint = /** @type {(inputs: Account_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Canadian number, like 416-555-0134.`)
};

export const account_verified_sentence = /** @type {(inputs: Account_Verified_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified.`)
};

export const account_verify_number = /** @type {(inputs: Account_Verify_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify this number`)
};

export const account_other_phone = /** @type {(inputs: Account_Other_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other phone`)
};

export const account_optional = /** @type {(inputs: Account_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const account_text_deliveries = /** @type {(inputs: Account_Text_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text me about my deliveries`)
};

export const account_sent_to_mobile = /** @type {(inputs: Account_Sent_To_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to your mobile phone`)
};

export const account_email_news = /** @type {(inputs: Account_Email_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me news and offers`)
};

export const account_saving_details = /** @type {(inputs: Account_Saving_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your details`)
};

export const account_save_details = /** @type {(inputs: Account_Save_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save details`)
};

export const account_enter_new_email = /** @type {(inputs: Account_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new email address.`)
};

export const account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password.`)
};

export const account_security_password = /** @type {(inputs: Account_Security_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, enter your password to change your email.`)
};

export const account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const account_not_verified = /** @type {(inputs: Account_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

export const account_check_inbox = /** @type {(inputs: Account_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const account_sent_link_to = /** @type {(inputs: Account_Sent_Link_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a link to`)
};

export const account_finish_change = /** @type {(inputs: Account_Finish_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`. Open it to finish the change; until then you keep signing in with ${i?.email}.`)
};

export const account_change_your_email = /** @type {(inputs: Account_Change_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your email`)
};

export const account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

export const account_sending_link = /** @type {(inputs: Account_Sending_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the link`)
};

export const account_send_confirmation = /** @type {(inputs: Account_Send_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a confirmation link`)
};

export const account_change_email = /** @type {(inputs: Account_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

export const account_verify_email = /** @type {(inputs: Account_Verify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your email`)
};

export const account_membership_subscription = /** @type {(inputs: Account_Membership_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription membership`)
};

export const account_membership_ownership = /** @type {(inputs: Account_Membership_OwnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ownership membership`)
};

export const account_profile_intro = /** @type {(inputs: Account_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, how we reach you, and what we send you.`)
};

export const account_what_profile = /** @type {(inputs: Account_What_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your profile`)
};

export const account_memberships = /** @type {(inputs: Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memberships`)
};

export const account_no_membership = /** @type {(inputs: Account_No_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No membership yet: it starts with your first subscription or purchase.`)
};

export const account_several_addresses = /** @type {(inputs: Account_Several_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · several addresses`)
};

export const account_referral_state_joined = /** @type {(inputs: Account_Referral_State_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

export const account_referral_state_ordered = /** @type {(inputs: Account_Referral_State_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered: your credit comes when it is delivered`)
};

export const account_referral_state_credited = /** @type {(inputs: Account_Referral_State_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered: you were credited`)
};

export const account_referral_intro = /** @type {(inputs: Account_Referral_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your link: a friend who signs up with it gets credit on their first order, and you earn credit when that order is delivered.`)
};

export const account_what_referrals = /** @type {(inputs: Account_What_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your referrals`)
};

export const account_your_link = /** @type {(inputs: Account_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link`)
};

export const account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy the link`)
};

export const account_copied = /** @type {(inputs: Account_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied.`)
};

export const account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the link and copy it.`)
};

export const account_referral_terms = /** @type {(inputs: Account_Referral_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your friend gets ${i?.welcome} off their first order; you get ${i?.reward} in credit once it is delivered. Credit is used first on your next order or monthly bill.`)
};

export const account_credit_earned = /** @type {(inputs: Account_Credit_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit earned by referring:`)
};

export const account_who_joined = /** @type {(inputs: Account_Who_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who joined`)
};

export const account_nobody_joined = /** @type {(inputs: Account_Nobody_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has signed up with your link yet.`)
};

export const account_badge_ordered = /** @type {(inputs: Account_Badge_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered`)
};

export const account_badge_joined = /** @type {(inputs: Account_Badge_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

export const account_joined_on = /** @type {(inputs: Account_Joined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Joined ${i?.date}.`)
};

export const account_problem_six_digits = /** @type {(inputs: Account_Problem_Six_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the six digits of the code we texted you.`)
};

export const account_problem_other = /** @type {(inputs: Account_Problem_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const account_back_to_profile = /** @type {(inputs: Account_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Profile`)
};

export const account_my_account = /** @type {(inputs: Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const account_enter_your_code = /** @type {(inputs: Account_Enter_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your code`)
};

export const account_six_digit_code = /** @type {(inputs: Account_Six_Digit_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Six-digit code`)
};

export const account_works_until = /** @type {(inputs: Account_Works_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It works until ${i?.time}`)
};

export const account_checking_code = /** @type {(inputs: Account_Checking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the code`)
};

export const account_verify = /** @type {(inputs: Account_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

export const account_send_new_code = /** @type {(inputs: Account_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new code`)
};

export const account_verify_mobile_title = /** @type {(inputs: Account_Verify_Mobile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your mobile number`)
};

export const account_verify_mobile_short = /** @type {(inputs: Account_Verify_Mobile_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your mobile`)
};

export const account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const account_page_load_failed = /** @type {(inputs: Account_Page_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this page`)
};

export const account_no_email_address = /** @type {(inputs: Account_No_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has no email address.`)
};

export const account_add_mobile_first = /** @type {(inputs: Account_Add_Mobile_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a mobile number to your profile first; the code is texted to it.`)
};

export const account_add_mobile = /** @type {(inputs: Account_Add_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a mobile number`)
};

export const account_sent_confirmation_to = /** @type {(inputs: Account_Sent_Confirmation_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a confirmation link to`)
};

export const account_open_link_once = /** @type {(inputs: Account_Open_Link_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Open it to confirm your address; the link works once.`)
};

export const account_opened_link = /** @type {(inputs: Account_Opened_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I opened the link`)
};

export const account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another address`)
};

export const account_will_text_code = /** @type {(inputs: Account_Will_Text_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will text a six-digit code to`)
};

export const account_works_ten_minutes = /** @type {(inputs: Account_Works_Ten_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. It works for 10 minutes.`)
};

export const account_sending_code = /** @type {(inputs: Account_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the code`)
};

export const account_text_me_code = /** @type {(inputs: Account_Text_Me_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text me a code`)
};

export const account_enter_code_texted = /** @type {(inputs: Account_Enter_Code_TextedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code we texted to`)
};

export const account_code_expired = /** @type {(inputs: Account_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired`)
};

export const account_code_expired_text = /** @type {(inputs: Account_Code_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes work for 10 minutes. Ask for a new one.`)
};

export const account_too_many_codes = /** @type {(inputs: Account_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes`)
};

export const account_locked = /** @type {(inputs: Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, verification is locked`)
};

export const account_until = /** @type {(inputs: Account_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`until`)
};

export const account_ask_new_code_then = /** @type {(inputs: Account_Ask_New_Code_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; you can ask for a new code then.`)
};

export const account_email_verified = /** @type {(inputs: Account_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email is verified`)
};

export const account_mobile_verified = /** @type {(inputs: Account_Mobile_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mobile number is verified`)
};

export const account_is_confirmed = /** @type {(inputs: Account_Is_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` is confirmed.`)
};

export const account_delivery_texts_go = /** @type {(inputs: Account_Delivery_Texts_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Delivery texts can go to it.`)
};

export const account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture`)
};