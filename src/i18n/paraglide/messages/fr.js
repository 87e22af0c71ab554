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
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See this page in English`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier, vide`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Panier, ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Panier, ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tissus et housses de remplacement`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos contrats`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrières`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (site externe)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiques`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de la vente de liquidation`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. Tous les prix sont en dollars canadiens.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot sur les médias sociaux`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou créer un compte`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au menu principal`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} : tout voir`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ajouté à votre panier`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier vidé`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier et votre panier de retour sont maintenant vides.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue lors de l'ajout à votre panier. Veuillez réessayer ou joindre le soutien.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} article dans votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} articles dans votre panier.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le panier`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par catégorie`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente de liquidation finale : 85 % de rabais sur tout.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à notre entrepôt de Mississauga, en Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la politique de la vente`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par notre dépôt de ${i?.city}; il n'y a donc pas de ville à choisir.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par un seul dépôt.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner à ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt de ${i?.city} (${i?.province}). Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt par défaut. Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous livrons dans 15 villes au Canada. Les prix, la disponibilité et les frais de livraison dépendent de la vôtre.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous magasinez à ${i?.city} (${i?.province}).`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville : `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas la page que vous cherchez`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est peut-être ancien ou mal écrit. Choisissez une pièce ci-dessous, ou retournez à la page d'accueil pour continuer à magasiner.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces à magasiner`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d'accueil`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais sur tous les meubles`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré et assemblé par notre propre équipe`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des renseignements de facturation requise! Cliquez ici pour les mettre à jour.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories populaires`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d'appoint`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la recherche`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur Entrée pour voir les résultats.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Nous avons été avisés de l'erreur et la corrigerons dès que possible. Veuillez réessayer dans un moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Veuillez réessayer dans un moment. Si le problème persiste, joignez-nous et dites-nous ce que vous faisiez.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au contenu`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux adresses`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes produits`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon compte`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigateur non pris en charge`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez mettre à jour votre navigateur`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : notre site ne prend pas en charge votre navigateur.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre magasin utilise des fonctions que les anciens navigateurs n'ont pas. Chacun de ces navigateurs gratuits, tenu à jour, fonctionne bien sur ordinateur, téléphone et tablette :`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous préférez magasiner par téléphone, notre service à la clientèle peut vous aider au `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement, veuillez patienter...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cette page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédente`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page suivante`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image précédente`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image suivante`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mot de passe`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres photos`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir ${i?.name} en plein écran`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir la photo ${i?.number} sur ${i?.total} : ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire défiler les promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre les promotions en pause`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5 étoiles`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des meubles`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, chêne, velours…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les résultats`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non disponible`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse de livraison`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de famille`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l'équipe de livraison`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format : A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de bâtiment`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appartement`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison de ville`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étage`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interphone`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures de réception`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand quelqu'un peut faire entrer l'équipe`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès à un ascenseur`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porte de quai de chargement`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire mon adresse principale`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructions de livraison`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de l'adresse`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement; nous ne voyons ni ne gardons jamais son numéro.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration (MM/AA)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord votre ville`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification des prix avant le paiement…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier : réessayez d’abord`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez d’abord les articles qui ne peuvent pas être commandés`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu lire votre panier enregistré, il a donc été vidé. Veuillez ajouter vos articles de nouveau.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : à ce prix, la pièce est à vous — sans abonnement, ramassage seulement.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions calculer le prix de votre panier avec ses frais de livraison et ses taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à partir de n’importe quelle page de produit : ils vous attendront ici.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’assemblage`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison pour ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des prix…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date de livraison choisie : ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le panier`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vider le panier`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de votre panier`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} : ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couvre les dommages accidentels tant que la pièce est chez vous.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : ni retour ni échange.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantité`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mensuel`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement mensuel`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale, mensuel`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, minimum de ${i?.months} mois`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} mois`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} paiements mensuels de ${i?.amount} · total de ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À vous après ${i?.payments} paiements`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’à ce que vous la retourniez`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé de la commande`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer aujourd’hui`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achats`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier mois des articles mensuels`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total à payer aujourd’hui`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles mensuels`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TPS`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVH`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVQ`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVP`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVD`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent} %`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto). Vous choisissez votre jour de ramassage au moment de payer.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison prévue : du ${i?.from} au ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles en vente finale`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains articles sont en vente finale : ils ne peuvent être ni retournés ni échangés.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} était dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : c’est donc maintenant un achat au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} étaient dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : ce sont donc maintenant des achats au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} et ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page ne s’est pas chargée`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de ce problème. Veuillez réessayer dans un moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix établis pour notre dépôt de ${i?.place}. Pendant la vente de liquidation, toutes les commandes y sont ramassées : la ville ne peut donc pas être changée.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ville`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix, la disponibilité, les frais de livraison et les taxes sont ceux de cette ville.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des villes…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger la liste des villes.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensembles`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pièces de l’ensemble ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièce`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de l’ensemble`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une pièce n’est plus vendue et est laissée de côté.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pièces ne sont plus vendues et sont laissées de côté.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de cet ensemble`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’ensemble au panier`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des pièces que nous avons agencées pour vous : des meubles qui vont ensemble, ajoutés à votre panier en une seule étape.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun ensemble pour le moment`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt, ou magasinez pièce par pièce.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ensembles`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pièce · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pièces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager votre panier`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons avant de partager votre panier.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à votre panier, puis revenez pour le partager.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un lien vers ce panier pour l’ouvrir sur un autre appareil ou l’envoyer à quelqu’un. Le lien garde les articles tels qu’ils sont maintenant; les prix sont calculés pour la personne qui l’ouvre.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier que vous partagez`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers votre panier`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toute personne qui a ce lien peut voir ces articles jusqu’au ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le lien`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur n’a pas pu le copier : le lien est sélectionné, copiez-le à partir de là.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n’a pas été créé`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : le lien n’a pas pu être créé. Veuillez réessayer dans un moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le lien`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre panier`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé introuvable`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de panier partagé a expiré ou n’existe pas`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre panier`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les liens de panier partagé sont valides 90 jours. Demandez un nouveau lien, ou trouvez les pièces dans notre catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé cet article avec vous. Ajoutez-le à votre panier pour le commander, ou pour continuer à magasiner avec lui.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé ces ${i?.count} articles avec vous. Ajoutez-les à votre panier pour les commander, ou pour continuer à magasiner avec eux.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre panier contient maintenant l’article du panier partagé.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Votre panier contient maintenant les ${i?.count} articles du panier partagé.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Articles partagés ajoutés à votre panier. Nouveaux : ${i?.added}. Déjà présents (quantité augmentée) : ${i?.increased}.`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ligne partagée ajoutée à votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lignes partagées ajoutées à votre panier.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les quantités sont limitées à 20 par article.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article laissé de côté : un panier contient au plus 50 articles différents.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles laissés de côté : un panier contient au plus 50 articles différents.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue pendant l’ajout à votre panier. Veuillez réessayer ou joindre le service à la clientèle.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions vous montrer les prix de ce panier.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article n’est plus vendu et ne sera pas ajouté.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} articles ne sont plus vendus et ne seront pas ajoutés.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier partagé`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de ces articles`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces articles ne sont plus vendus.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à mon panier`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà un article. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà ${i?.count} articles. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacer mon panier`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus vendu : il ne sera pas ajouté.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix pour votre ville`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été ajouté à votre panier.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la page d’accueil`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites un choix`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu être chargée`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet ennui. Veuillez réessayer dans un instant.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette catégorie n’est plus offerte`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasinez ${i?.name} chez ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner par type : ${i?.name}`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits : ${i?.name}`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun article dans « ${i?.name} » pour le moment`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir toute la catégorie ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouvelles pièces arrivent chaque semaine. Revenez bientôt ou essayez une catégorie voisine.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : des meubles pour chaque foyer canadien`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles mieux que neufs pour les foyers canadiens : abonnement mensuel, financement, location ou achat comptant, livrés et assemblés dans 15 villes.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles pour chaque foyer canadien`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous au mois, financez, louez ou achetez des meubles mieux que neufs, livrés et assemblés par notre propre équipe dans quinze villes, de Vancouver à St. John’s.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dans une pièce meublée`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner : ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons gratuits`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meubles en vedette`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par pièce`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vrais foyers, de vrais Canadiens`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos meubles chez nos clients, partout au pays. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pièce d’un client`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ville`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette pièce est vendue telle quelle, à prix de vente finale. Les achats en vente finale ne peuvent être ni retournés ni échangés.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au panier`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, minimum de ${i?.term} mois`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · ou `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comptant`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec l’option « ${i?.way} »`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage non offert`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : arrive prête à assembler, avec les outils fournis.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage par notre équipe de livraison :`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage gratuit par notre équipe de livraison`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matériaux`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entretien`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de face avec les mesures`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de côté avec les mesures`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesures`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrique`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impérial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous aimerez peut-être aussi`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À partir de`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désolés : ${i?.name} n’est pas offert dans votre région pour le moment.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert ici`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir d’autres articles : ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les stocks varient d’une ville à l’autre. Choisissez une autre ville ou parcourez ce que nous pouvons vous livrer.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} produit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} produits`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits ${i?.first} à ${i?.last} sur ${i?.total}`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleurs vendeurs seulement`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est au-delà de la fin de la liste`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la première page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il y a ${i?.count} page de produits ici.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Il y a ${i?.count} pages de produits ici.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit ne correspond à ces filtres`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez avec moins de couleurs, ou effacez les filtres pour tout voir.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus bas au plus élevé`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus élevé au plus bas`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom : de A à Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non offert ici`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, non offert dans votre ville`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (non offert dans votre ville)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En savoir plus : ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis pour le moment. Les clients qui ont cette pièce peuvent donner leur avis à partir de leur compte.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis, du plus récent au plus ancien`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un client`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Client vérifié`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus récents`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus anciens`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats pour « ${i?.query} »`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} chez ${i?.site} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meubles correspondant à « ${i?.query} » chez ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons aucun article « ${i?.name} » à montrer pour le moment.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à « ${i?.query} ». Vérifiez l’orthographe, utilisez moins de mots ou essayez l’une de ces recherches.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit trouvé`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherches populaires`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d’appoint`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu gratuits`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandez jusqu’à 10 échantillons de tissu gratuits, postés partout au Canada, et voyez nos couleurs sous votre propre éclairage avant de choisir.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voyez et touchez nos tissus sous votre propre éclairage avant de choisir. Choisissez jusqu’à ${i?.max} échantillons et nous vous les posterons gratuitement, partout au Canada, dans un délai de 5 jours ouvrables.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons de tissu`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous les envoyer ?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous l’utilisons seulement en cas de question au sujet de vos échantillons.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse municipale`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité ou appartement (facultatif)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province ou territoire`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays : Canada. Nous postons les échantillons au Canada seulement.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande n’a pas été transmise`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix et votre adresse sont conservés; réessayez dans un instant.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre commande`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillon gratuit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillons gratuits`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez vos tissus`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisis : ${i?.count} sur ${i?.max}`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. C’est le maximum pour une commande.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres tissus`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos échantillons sont en route`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillon dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à ce sujet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillons dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à leur sujet.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre nom complet.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom d’au plus 100 caractères.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel comme nom@exemple.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre numéro de téléphone.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone canadien à 10 chiffres, comme 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse municipale.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse d’au plus 200 caractères.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro d’unité d’au plus 20 caractères.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre ville.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une ville d’au plus 100 caractères.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre province ou territoire.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre code postal.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien, comme K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} n’est pas un code postal de la province ou du territoire choisi (${i?.province}). Vérifiez le code postal ou la province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un échantillon.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez au plus ${i?.max} échantillons par commande.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} jours`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} semaines`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} jours`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} semaines`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus que ${i?.count} en stock`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En stock à partir du ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabriqué sur commande`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En rupture de stock à ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur d’assise`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur d’assise`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des accoudoirs`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur des accoudoirs`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des pieds`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épaisseur des poils`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} po`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de face avec les dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de côté avec les dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : photo ${i?.number} sur ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermer et revenir à ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} par ${i?.maker} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, couleur ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financer`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : financer`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner (courte durée)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Louer`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : acheter comptant`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (classique)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} sur ${i?.term} mois`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} paiements mensuels, puis la pièce est à vous`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiement`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiements`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement minimum de ${i?.term} mois`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’au retour de la pièce`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement; vente finale, aucun retour`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement, la pièce est à vous`)
};

export const catalog_province_ab = /** @type {(inputs: Catalog_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const catalog_province_bc = /** @type {(inputs: Catalog_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const catalog_province_mb = /** @type {(inputs: Catalog_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const catalog_province_nb = /** @type {(inputs: Catalog_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const catalog_province_nl = /** @type {(inputs: Catalog_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const catalog_province_ns = /** @type {(inputs: Catalog_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const catalog_province_nt = /** @type {(inputs: Catalog_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const catalog_province_nu = /** @type {(inputs: Catalog_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const catalog_province_on = /** @type {(inputs: Catalog_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const catalog_province_pe = /** @type {(inputs: Catalog_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const catalog_province_qc = /** @type {(inputs: Catalog_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const catalog_province_sk = /** @type {(inputs: Catalog_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const catalog_province_yt = /** @type {(inputs: Catalog_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const checkout_title = /** @type {(inputs: Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const checkout_steps_label = /** @type {(inputs: Checkout_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes du paiement`)
};

export const checkout_step_address = /** @type {(inputs: Checkout_Step_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const checkout_step_schedule = /** @type {(inputs: Checkout_Step_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const checkout_step_agreement = /** @type {(inputs: Checkout_Step_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente`)
};

export const checkout_step_payment = /** @type {(inputs: Checkout_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const checkout_step_review = /** @type {(inputs: Checkout_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification`)
};

export const checkout_step_pickup = /** @type {(inputs: Checkout_Step_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage`)
};

export const checkout_panel_label = /** @type {(inputs: Checkout_Panel_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape du paiement`)
};

export const checkout_your_cart = /** @type {(inputs: Checkout_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const checkout_times_quantity = /** @type {(inputs: Checkout_Times_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`× ${i?.quantity}`)
};

export const checkout_home_label = /** @type {(inputs: Checkout_Home_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const checkout_brand = /** @type {(inputs: Checkout_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const checkout_back_to_cart = /** @type {(inputs: Checkout_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au panier`)
};

export const checkout_cart_empty_title = /** @type {(inputs: Checkout_Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide`)
};

export const checkout_getting_ready = /** @type {(inputs: Checkout_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation de votre paiement…`)
};

export const checkout_choose_city_first = /** @type {(inputs: Checkout_Choose_City_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord votre ville`)
};

export const checkout_shop_furniture = /** @type {(inputs: Checkout_Shop_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner des meubles`)
};

export const checkout_go_to_cart = /** @type {(inputs: Checkout_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre panier`)
};

export const checkout_cart_empty_text = /** @type {(inputs: Checkout_Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez un article à votre panier avant de passer à la caisse.`)
};

export const checkout_waiting_text = /** @type {(inputs: Checkout_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de la ville pour laquelle votre panier est calculé.`)
};

export const checkout_cities_failed = /** @type {(inputs: Checkout_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger nos villes : choisissez la vôtre dans le panier, puis passez à la caisse.`)
};

export const checkout_choose_address_title = /** @type {(inputs: Checkout_Choose_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une adresse de livraison`)
};

export const checkout_loading_addresses = /** @type {(inputs: Checkout_Loading_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos adresses`)
};

export const checkout_addresses_failed = /** @type {(inputs: Checkout_Addresses_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos adresses`)
};

export const checkout_try_again = /** @type {(inputs: Checkout_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const checkout_your_addresses = /** @type {(inputs: Checkout_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos adresses`)
};

export const checkout_use_this_address = /** @type {(inputs: Checkout_Use_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser cette adresse`)
};

export const checkout_add_address = /** @type {(inputs: Checkout_Add_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une adresse`)
};

export const checkout_save_and_use = /** @type {(inputs: Checkout_Save_And_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer et utiliser cette adresse`)
};

export const checkout_agreement_label = /** @type {(inputs: Checkout_Agreement_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente de paiement mensuel`)
};

export const checkout_agreement_clauses_title = /** @type {(inputs: Checkout_Agreement_Clauses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente de paiement mensuel.`)
};

export const checkout_agreement_clauses_intro = /** @type {(inputs: Checkout_Agreement_Clauses_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les meubles pris en abonnement ou en location demeurent notre propriété tant que vous les payez; les meubles financés sont à vous après le dernier versement. Vous les gardez en bon état, dans le domicile où nous les livrons. Voici tous les montants que cette commande facture :`)
};

export const checkout_clause_title = /** @type {(inputs: Checkout_Clause_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} :`)
};

export const checkout_terms_financing = /** @type {(inputs: Checkout_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`financement sur ${i?.payments} mois : ${i?.payments} versements mensuels${i?.instalment}${i?.total}; à vous après le dernier versement`)
};

export const checkout_terms_financing_instalment = /** @type {(inputs: Checkout_Terms_Financing_InstalmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.amount}`)
};

export const checkout_terms_financing_total = /** @type {(inputs: Checkout_Terms_Financing_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, coût total de ${i?.total}`)
};

export const checkout_terms_rental_at = /** @type {(inputs: Checkout_Terms_Rental_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`location à ${i?.each}, facturée chaque mois jusqu’à ce que vous retourniez le meuble`)
};

export const checkout_terms_rental = /** @type {(inputs: Checkout_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location, facturée chaque mois jusqu’à ce que vous retourniez le meuble`)
};

export const checkout_terms_subscription_at = /** @type {(inputs: Checkout_Terms_Subscription_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`abonnement à ${i?.each}`)
};

export const checkout_terms_subscription = /** @type {(inputs: Checkout_Terms_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abonnement`)
};

export const checkout_terms_minimum = /** @type {(inputs: Checkout_Terms_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, durée minimale de ${i?.months} mois`)
};

export const checkout_terms_month_to_month = /** @type {(inputs: Checkout_Terms_Month_To_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, au mois`)
};

export const checkout_agreement_held_title = /** @type {(inputs: Checkout_Agreement_Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente d’abonnement et de location.`)
};

export const checkout_agreement_held_text = /** @type {(inputs: Checkout_Agreement_Held_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous disposez des meubles ci-dessous, pris en abonnement ou en location, aussi longtemps que vous les payez. Ils demeurent notre propriété jusqu’à ce qu’un abonnement soit entièrement payé; vous les gardez en bon état, dans le domicile où nous les livrons, et vous nous laissez reprendre un meuble loué à la fin de la location.`)
};

export const checkout_agreement_financing_title = /** @type {(inputs: Checkout_Agreement_Financing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entente de financement.`)
};

export const checkout_agreement_financing_text = /** @type {(inputs: Checkout_Agreement_Financing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous achetez les meubles financés ci-dessous et les payez en versements mensuels égaux pendant leur durée; le coût total de chaque article est indiqué ci-dessous. Ils sont à vous après le dernier versement.`)
};

export const checkout_agreement_line = /** @type {(inputs: Checkout_Agreement_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.terms}`)
};

export const checkout_agreement_charges = /** @type {(inputs: Checkout_Agreement_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le premier mois est facturé aujourd’hui avec votre commande; les mois suivants sont portés à votre carte le même jour chaque mois, à partir d’un mois après la livraison. L’usure normale est prévue; tout dommage au-delà peut être facturé au coût de la réparation.`)
};

export const checkout_agreement_returns_title = /** @type {(inputs: Checkout_Agreement_Returns_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retours (version ${i?.version}).`)
};

export const checkout_signature_label = /** @type {(inputs: Checkout_Signature_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom complet`)
};

export const checkout_signature_required = /** @type {(inputs: Checkout_Signature_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez votre nom complet pour signer l’entente.`)
};

export const checkout_signature_mismatch = /** @type {(inputs: Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signez avec vos prénom et nom tels qu’ils figurent sur la commande : ${i?.name}.`)
};

export const checkout_order_heading = /** @type {(inputs: Checkout_Order_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}`)
};

export const checkout_placed_on = /** @type {(inputs: Checkout_Placed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passée le ${i?.date}.`)
};

export const checkout_placed_on_delivery = /** @type {(inputs: Checkout_Placed_On_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passée le ${i?.date}, livraison le ${i?.delivery}.`)
};

export const checkout_signing = /** @type {(inputs: Checkout_SigningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature en cours`)
};

export const checkout_sign_agreement = /** @type {(inputs: Checkout_Sign_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signer l’entente`)
};

export const checkout_unsigned_title = /** @type {(inputs: Checkout_Unsigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ententes non signées`)
};

export const checkout_loading_agreements = /** @type {(inputs: Checkout_Loading_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos ententes`)
};

export const checkout_agreements_failed = /** @type {(inputs: Checkout_Agreements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos ententes`)
};

export const checkout_nothing_to_sign = /** @type {(inputs: Checkout_Nothing_To_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à signer`)
};

export const checkout_all_signed = /** @type {(inputs: Checkout_All_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes vos ententes d’abonnement sont signées.`)
};

export const checkout_due_today = /** @type {(inputs: Checkout_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer aujourd’hui`)
};

export const checkout_then_monthly = /** @type {(inputs: Checkout_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois`)
};

export const checkout_lines_label = /** @type {(inputs: Checkout_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement de chaque article`)
};

export const checkout_amount_today = /** @type {(inputs: Checkout_Amount_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} aujourd’hui`)
};

export const checkout_where_deliver = /** @type {(inputs: Checkout_Where_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous livrer ?`)
};

export const checkout_receipt_address = /** @type {(inputs: Checkout_Receipt_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse pour le reçu`)
};

export const checkout_switch_city = /** @type {(inputs: Checkout_Switch_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer à ${i?.city} et garder votre panier`)
};

export const checkout_checking_address = /** @type {(inputs: Checkout_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre adresse`)
};

export const checkout_checking_delivery = /** @type {(inputs: Checkout_Checking_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la livraison à cette adresse`)
};

export const checkout_deliver_here = /** @type {(inputs: Checkout_Deliver_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrer à cette adresse`)
};

export const checkout_add_new_address = /** @type {(inputs: Checkout_Add_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une nouvelle adresse`)
};

export const checkout_new_address = /** @type {(inputs: Checkout_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse`)
};

export const checkout_save_deliver = /** @type {(inputs: Checkout_Save_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer et livrer ici`)
};

export const checkout_sign_heading = /** @type {(inputs: Checkout_Sign_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signez votre entente de paiement mensuel`)
};

export const checkout_sign_intro = /** @type {(inputs: Checkout_Sign_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier contient des articles payés mensuellement. Lisez l’entente, puis signez-la avec votre nom.`)
};

export const checkout_sign_continue = /** @type {(inputs: Checkout_Sign_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signer et continuer`)
};

export const checkout_back_to_delivery = /** @type {(inputs: Checkout_Back_To_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la livraison`)
};

export const checkout_loading = /** @type {(inputs: Checkout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre paiement`)
};

export const checkout_start_failed = /** @type {(inputs: Checkout_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu commencer votre paiement`)
};

export const checkout_placed_title = /** @type {(inputs: Checkout_Placed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Votre commande est passée.`)
};

export const checkout_placed_text = /** @type {(inputs: Checkout_Placed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande numéro ${i?.number}. Nous vous menons à votre confirmation…`)
};

export const checkout_payment_heading = /** @type {(inputs: Checkout_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

export const checkout_pay_with = /** @type {(inputs: Checkout_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer avec`)
};

export const checkout_saved_card = /** @type {(inputs: Checkout_Saved_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} se terminant par ${i?.last4}, expiration ${i?.expiry}`)
};

export const checkout_new_card = /** @type {(inputs: Checkout_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle carte`)
};

export const checkout_card_private = /** @type {(inputs: Checkout_Card_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement; nous ne voyons ni ne conservons jamais son numéro.`)
};

export const checkout_name_on_card = /** @type {(inputs: Checkout_Name_On_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const checkout_card_number = /** @type {(inputs: Checkout_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const checkout_expiry = /** @type {(inputs: Checkout_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d’expiration (MM/AA)`)
};

export const checkout_expiry_placeholder = /** @type {(inputs: Checkout_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const checkout_security_code = /** @type {(inputs: Checkout_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const checkout_save_card = /** @type {(inputs: Checkout_Save_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer cette carte pour la prochaine fois`)
};

export const checkout_checking_card = /** @type {(inputs: Checkout_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la carte`)
};

export const checkout_review_order = /** @type {(inputs: Checkout_Review_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier la commande`)
};

export const checkout_back_to_agreement = /** @type {(inputs: Checkout_Back_To_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’entente`)
};

export const checkout_pickup_title = /** @type {(inputs: Checkout_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à notre entrepôt`)
};

export const checkout_warehouse_name = /** @type {(inputs: Checkout_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrepôt Pivot`)
};

export const checkout_warehouse_hours = /** @type {(inputs: Checkout_Warehouse_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jours, de 10 h à 17 h (heure de Toronto)`)
};

export const checkout_pickup_bring = /** @type {(inputs: Checkout_Pickup_BringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}. Apportez une pièce d’identité avec photo et votre numéro de commande.`)
};

export const checkout_card_ending = /** @type {(inputs: Checkout_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} se terminant par ${i?.last4}`)
};

export const checkout_no_card = /** @type {(inputs: Checkout_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte choisie`)
};

export const checkout_review_heading = /** @type {(inputs: Checkout_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre commande`)
};

export const checkout_pricing = /** @type {(inputs: Checkout_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre commande`)
};

export const checkout_price_failed = /** @type {(inputs: Checkout_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre commande`)
};

export const checkout_pick_up_at = /** @type {(inputs: Checkout_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à`)
};

export const checkout_your_address = /** @type {(inputs: Checkout_Your_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse`)
};

export const checkout_deliver_to = /** @type {(inputs: Checkout_Deliver_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livrer à`)
};

export const checkout_change_address = /** @type {(inputs: Checkout_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer d’adresse`)
};

export const checkout_when = /** @type {(inputs: Checkout_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const checkout_change_day = /** @type {(inputs: Checkout_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer de jour`)
};

export const checkout_change_card = /** @type {(inputs: Checkout_Change_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer de carte`)
};

export const checkout_signed_by = /** @type {(inputs: Checkout_Signed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signée par ${i?.name}`)
};

export const checkout_not_confirmed = /** @type {(inputs: Checkout_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande n’a pas été confirmée`)
};

export const checkout_never_twice = /** @type {(inputs: Checkout_Never_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer ne vous facture jamais deux fois.`)
};

export const checkout_back_to_review = /** @type {(inputs: Checkout_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la vérification`)
};

export const checkout_placing = /** @type {(inputs: Checkout_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre commande`)
};

export const checkout_place_order = /** @type {(inputs: Checkout_Place_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer la commande et payer ${i?.amount} aujourd’hui`)
};

export const checkout_when_pickup = /** @type {(inputs: Checkout_When_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand ferez-vous le ramassage ?`)
};

export const checkout_when_deliver = /** @type {(inputs: Checkout_When_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand devons-nous livrer ?`)
};

export const checkout_loading_days = /** @type {(inputs: Checkout_Loading_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des jours de livraison`)
};

export const checkout_days_failed = /** @type {(inputs: Checkout_Days_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les jours de livraison`)
};

export const checkout_days_hint = /** @type {(inputs: Checkout_Days_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du ${i?.from} au ${i?.to}`)
};

export const checkout_days_error = /** @type {(inputs: Checkout_Days_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour du ${i?.from} au ${i?.to}.`)
};

export const checkout_pickup_day = /** @type {(inputs: Checkout_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour de ramassage`)
};

export const checkout_delivery_day = /** @type {(inputs: Checkout_Delivery_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour de livraison`)
};

export const checkout_pickup_window = /** @type {(inputs: Checkout_Pickup_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plage de ramassage (heure de ${i?.city})`)
};

export const checkout_time_window = /** @type {(inputs: Checkout_Time_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plage de livraison (heure de ${i?.city})`)
};

export const checkout_continue = /** @type {(inputs: Checkout_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const checkout_back_to_address = /** @type {(inputs: Checkout_Back_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’adresse`)
};

export const checkout_check_field = /** @type {(inputs: Checkout_Check_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiez ce champ : ${i?.messages}`)
};

export const checkout_check_fields = /** @type {(inputs: Checkout_Check_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérifiez ces ${i?.count} champs : ${i?.messages}`)
};

export const checkout_window_morning = /** @type {(inputs: Checkout_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en matinée`)
};

export const checkout_window_afternoon = /** @type {(inputs: Checkout_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en après-midi`)
};

export const checkout_window_evening = /** @type {(inputs: Checkout_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en soirée`)
};

export const checkout_window_anytime = /** @type {(inputs: Checkout_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à toute heure de la journée`)
};

export const checkout_window_pickup = /** @type {(inputs: Checkout_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour le ramassage`)
};

export const checkout_line_financing = /** @type {(inputs: Checkout_Line_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} paiements mensuels de ${i?.amount}`)
};

export const checkout_line_subscription = /** @type {(inputs: Checkout_Line_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mensuel, à vous une fois payé`)
};

export const checkout_line_rental = /** @type {(inputs: Checkout_Line_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’à ce que vous le retourniez`)
};

export const checkout_line_bought = /** @type {(inputs: Checkout_Line_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheté`)
};

export const checkout_loading_order = /** @type {(inputs: Checkout_Loading_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre commande`)
};

export const checkout_order_failed = /** @type {(inputs: Checkout_Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger votre commande`)
};

export const checkout_order_not_found = /** @type {(inputs: Checkout_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé cette commande`)
};

export const checkout_go_to_account = /** @type {(inputs: Checkout_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre compte`)
};

export const checkout_order_safe = /** @type {(inputs: Checkout_Order_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande est en sécurité; seule cette page n’a pas pu être chargée.`)
};

export const checkout_other_account = /** @type {(inputs: Checkout_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle appartient peut-être à un autre compte.`)
};

export const checkout_success_title = /** @type {(inputs: Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre commande est passée`)
};

export const checkout_order_number_label = /** @type {(inputs: Checkout_Order_Number_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const checkout_receipt_sent = /** @type {(inputs: Checkout_Receipt_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé le reçu à ${i?.email}.`)
};

export const checkout_pickup_at_before = /** @type {(inputs: Checkout_Pickup_At_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassez votre commande à l’adresse suivante :`)
};

export const checkout_pickup_on = /** @type {(inputs: Checkout_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le`)
};

export const checkout_pickup_after = /** @type {(inputs: Checkout_Pickup_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entre 10 h et 17 h. Apportez une pièce d’identité avec photo et votre numéro de commande.`)
};

export const checkout_delivery_on = /** @type {(inputs: Checkout_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison le`)
};

export const checkout_delivery_to_address = /** @type {(inputs: Checkout_Delivery_To_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`au ${i?.address}`)
};

export const checkout_unit = /** @type {(inputs: Checkout_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unité ${i?.unit}`)
};

export const checkout_agreement_unsigned = /** @type {(inputs: Checkout_Agreement_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre entente de paiement mensuel n’est pas encore signée`)
};

export const checkout_read_and_sign = /** @type {(inputs: Checkout_Read_And_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lisez-la et signez-la`)
};

export const checkout_before_delivery = /** @type {(inputs: Checkout_Before_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avant la livraison.`)
};

export const checkout_items = /** @type {(inputs: Checkout_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

export const checkout_retail = /** @type {(inputs: Checkout_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix courant`)
};

export const checkout_sold_off = /** @type {(inputs: Checkout_Sold_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vendu à 85 % de rabais`)
};

export const checkout_quantity = /** @type {(inputs: Checkout_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

export const checkout_totals = /** @type {(inputs: Checkout_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux`)
};

export const checkout_monthly_after = /** @type {(inputs: Checkout_Monthly_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ensuite ${i?.amount} plus taxes pour vos articles mensuels, facturés à partir d’un mois après la livraison.`)
};

export const checkout_charged_to = /** @type {(inputs: Checkout_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Porté à la carte ${i?.brand} se terminant par ${i?.last4}.`)
};

export const checkout_view_receipt = /** @type {(inputs: Checkout_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const checkout_see_orders = /** @type {(inputs: Checkout_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos commandes dans votre compte`)
};

export const checkout_keep_shopping = /** @type {(inputs: Checkout_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const checkout_an_item = /** @type {(inputs: Checkout_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article de votre panier`)
};

export const checkout_line_problem = /** @type {(inputs: Checkout_Line_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.error}`)
};

export const checkout_problem_unreachable = /** @type {(inputs: Checkout_Problem_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.`)
};

export const checkout_problem_unknown = /** @type {(inputs: Checkout_Problem_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite.`)
};

export const checkout_problem_choose_day = /** @type {(inputs: Checkout_Problem_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de livraison et une plage horaire.`)
};

export const checkout_problem_choose_card = /** @type {(inputs: Checkout_Problem_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une carte enregistrée ou entrez-en une nouvelle.`)
};

export const checkout_problem_enter_card = /** @type {(inputs: Checkout_Problem_Enter_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une carte.`)
};

export const checkout_problem_card_name = /** @type {(inputs: Checkout_Problem_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le nom inscrit sur la carte.`)
};

export const checkout_problem_card_number = /** @type {(inputs: Checkout_Problem_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez le numéro de carte.`)
};

export const checkout_problem_card_expiry = /** @type {(inputs: Checkout_Problem_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la date d’expiration au format MM/AA.`)
};

export const checkout_problem_card_cvc = /** @type {(inputs: Checkout_Problem_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code de sécurité à 3 ou 4 chiffres.`)
};

export const checkout_problem_first_name = /** @type {(inputs: Checkout_Problem_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un prénom.`)
};

export const checkout_problem_last_name = /** @type {(inputs: Checkout_Problem_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom de famille.`)
};

export const checkout_problem_street = /** @type {(inputs: Checkout_Problem_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’adresse municipale.`)
};

export const checkout_problem_city = /** @type {(inputs: Checkout_Problem_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez la ville.`)
};

export const checkout_problem_province = /** @type {(inputs: Checkout_Problem_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province.`)
};

export const checkout_problem_postal_code = /** @type {(inputs: Checkout_Problem_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal.`)
};

export const checkout_problem_postal_format = /** @type {(inputs: Checkout_Problem_Postal_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien comme A1A 1A1.`)
};

export const checkout_problem_postal_province = /** @type {(inputs: Checkout_Problem_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code postal commençant par ${i?.letter} correspond à : ${i?.provinces}. Vérifiez le code postal ou la province.`)
};

export const checkout_problem_phone = /** @type {(inputs: Checkout_Problem_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone à 10 chiffres, p. ex. 416 555 0134.`)
};

export const checkout_problem_floor = /** @type {(inputs: Checkout_Problem_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’étage sous forme de nombre.`)
};

export const checkout_area_refused = /** @type {(inputs: Checkout_Area_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} ne livre pas au code postal ${i?.postalCode}.`)
};

export const checkout_area_none = /** @type {(inputs: Checkout_Area_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} Aucune de nos villes ne livre à cette adresse pour l’instant : choisissez une autre adresse.`)
};

export const checkout_area_one = /** @type {(inputs: Checkout_Area_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} ${i?.names} livre à cette adresse : choisissez la ville ${i?.names}, ou une autre adresse.`)
};

export const checkout_area_other = /** @type {(inputs: Checkout_Area_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} ${i?.names} livrent à cette adresse : choisissez la ville ${i?.names}, ou une autre adresse.`)
};

export const checkout_province_ab = /** @type {(inputs: Checkout_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const checkout_province_bc = /** @type {(inputs: Checkout_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const checkout_province_mb = /** @type {(inputs: Checkout_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const checkout_province_nb = /** @type {(inputs: Checkout_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const checkout_province_nl = /** @type {(inputs: Checkout_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const checkout_province_ns = /** @type {(inputs: Checkout_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const checkout_province_nt = /** @type {(inputs: Checkout_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const checkout_province_nu = /** @type {(inputs: Checkout_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const checkout_province_on = /** @type {(inputs: Checkout_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const checkout_province_pe = /** @type {(inputs: Checkout_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const checkout_province_qc = /** @type {(inputs: Checkout_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const checkout_province_sk = /** @type {(inputs: Checkout_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const checkout_province_yt = /** @type {(inputs: Checkout_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const checkout_language_switch = /** @type {(inputs: Checkout_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const checkout_language_code = /** @type {(inputs: Checkout_Language_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EN`)
};

export const auth_something_wrong = /** @type {(inputs: Auth_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté. Veuillez réessayer dans un moment.`)
};

export const auth_seconds_one = /** @type {(inputs: Auth_Seconds_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 seconde`)
};

export const auth_seconds_other = /** @type {(inputs: Auth_Seconds_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} secondes`)
};

export const auth_minutes_one = /** @type {(inputs: Auth_Minutes_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 minute`)
};

export const auth_minutes_other = /** @type {(inputs: Auth_Minutes_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
};

export const auth_hours_one = /** @type {(inputs: Auth_Hours_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 heure`)
};

export const auth_hours_other = /** @type {(inputs: Auth_Hours_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heures`)
};

export const auth_invalid_credentials = /** @type {(inputs: Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce courriel et ce mot de passe ne correspondent à aucun compte. Vérifiez-les et réessayez, ou réinitialisez votre mot de passe.`)
};

export const auth_password_too_common = /** @type {(inputs: Auth_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.`)
};

export const auth_session_ended = /** @type {(inputs: Auth_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Veuillez vous connecter de nouveau.`)
};

export const auth_no_auth = /** @type {(inputs: Auth_No_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour continuer.`)
};

export const auth_too_many_wait = /** @type {(inputs: Auth_Too_Many_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez attendre ${i?.wait}, puis réessayer.`)
};

export const auth_too_many = /** @type {(inputs: Auth_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez attendre quelques minutes, puis réessayer.`)
};

export const auth_invalid_link = /** @type {(inputs: Auth_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.`)
};

export const auth_enter_email = /** @type {(inputs: Auth_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const auth_valid_email = /** @type {(inputs: Auth_Valid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel valide, comme nom@exemple.ca.`)
};

export const auth_enter_password = /** @type {(inputs: Auth_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre mot de passe.`)
};

export const auth_enter_new_password = /** @type {(inputs: Auth_Enter_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un mot de passe.`)
};

export const auth_password_min = /** @type {(inputs: Auth_Password_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au moins ${i?.count} caractères pour votre mot de passe.`)
};

export const auth_password_max = /** @type {(inputs: Auth_Password_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au plus ${i?.count} caractères pour votre mot de passe.`)
};

export const auth_enter_again = /** @type {(inputs: Auth_Enter_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le mot de passe de nouveau.`)
};

export const auth_no_match = /** @type {(inputs: Auth_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas.`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.count} caractères. Quelques mots dont vous vous souviendrez en font un solide.`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour voir vos meubles, vos livraisons et vos reçus.`)
};

export const auth_new_to_pivot = /** @type {(inputs: Auth_New_To_PivotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau chez Pivot ?`)
};

export const auth_create_an_account = /** @type {(inputs: Auth_Create_An_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const auth_email = /** @type {(inputs: Auth_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

export const auth_signed_in_moment = /** @type {(inputs: Auth_Signed_In_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie, un instant`)
};

export const auth_signing_in = /** @type {(inputs: Auth_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en cours`)
};

export const auth_signup_intro = /** @type {(inputs: Auth_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul compte pour vos abonnements, vos livraisons, vos reçus et vos retours. Il suffit d’un courriel et d’un mot de passe.`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte ?`)
};

export const auth_friend_sent = /** @type {(inputs: Auth_Friend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ami vous envoie`)
};

export const auth_friend_text = /** @type {(inputs: Auth_Friend_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous ici et votre compte commence avec un crédit sur votre première commande grâce au parrainage de votre ami, appliqué au moment de passer à la caisse.`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

export const auth_account_created_moment = /** @type {(inputs: Auth_Account_Created_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé, un instant`)
};

export const auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre compte`)
};

export const auth_create_account = /** @type {(inputs: Auth_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le compte`)
};

export const auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte existe pour ce courriel, nous avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valide pendant une heure.`)
};

export const auth_remembered = /** @type {(inputs: Auth_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous en souvenez ?`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

export const auth_check_email = /** @type {(inputs: Auth_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez vos courriels`)
};

export const auth_we_used = /** @type {(inputs: Auth_We_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons utilisé`)
};

export const auth_nothing_after = /** @type {(inputs: Auth_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Rien après quelques minutes ? Vérifiez votre dossier de courriels indésirables ou réessayez.`)
};

export const auth_send_another = /** @type {(inputs: Auth_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un autre lien`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser votre mot de passe`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le courriel que vous utilisez chez nous et nous vous enverrons un lien pour en choisir un nouveau.`)
};

export const auth_sending_link = /** @type {(inputs: Auth_Sending_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du lien`)
};

export const auth_send_link = /** @type {(inputs: Auth_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien`)
};

export const auth_continue_with = /** @type {(inputs: Auth_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continuer avec ${i?.provider}`)
};

export const auth_signing_you_in = /** @type {(inputs: Auth_Signing_You_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en cours`)
};

export const auth_working = /** @type {(inputs: Auth_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}…`)
};

export const auth_finish_title = /** @type {(inputs: Auth_Finish_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer la création de votre compte`)
};

export const auth_link_expired_start = /** @type {(inputs: Auth_Link_Expired_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page termine la connexion avec un autre service, et son lien a expiré ou est incomplet. Veuillez recommencer.`)
};

export const auth_link_expired_sign_in = /** @type {(inputs: Auth_Link_Expired_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page termine la connexion avec un autre service, et son lien a expiré ou est incomplet. Veuillez vous connecter de nouveau.`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la connexion`)
};

export const auth_no_email_shared = /** @type {(inputs: Auth_No_Email_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ne nous a pas transmis votre adresse courriel. Entrez celle que nous devrions utiliser pour vos reçus et les nouvelles de vos livraisons.`)
};

export const auth_continue = /** @type {(inputs: Auth_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const auth_link_title = /** @type {(inputs: Auth_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lier vos comptes`)
};

export const auth_already_has = /** @type {(inputs: Auth_Already_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a déjà un compte Pivot avec un mot de passe.`)
};

export const auth_link_provider = /** @type {(inputs: Auth_Link_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrez ce mot de passe une fois pour y lier votre connexion ${i?.provider}. Ensuite, l’une ou l’autre façon vous connecte au même compte.`)
};

export const auth_link_two = /** @type {(inputs: Auth_Link_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez ce mot de passe une fois pour lier les deux. Ensuite, l’une ou l’autre façon vous connecte au même compte.`)
};

export const auth_not_your_account = /** @type {(inputs: Auth_Not_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas votre compte ?`)
};

export const auth_sign_in_another_way = /** @type {(inputs: Auth_Sign_In_Another_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter autrement`)
};

export const auth_account_to_link = /** @type {(inputs: Auth_Account_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le compte auquel lier.`)
};

export const auth_linking = /** @type {(inputs: Auth_LinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liaison de vos comptes`)
};

export const auth_link_and_sign_in = /** @type {(inputs: Auth_Link_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lier et se connecter`)
};

export const auth_device_title = /** @type {(inputs: Auth_Device_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter sur un autre appareil`)
};

export const auth_device_intro_signed_out = /** @type {(inputs: Auth_Device_Intro_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois connecté ici, vous pouvez créer un lien qui vous connecte sur votre téléphone ou un autre ordinateur sans taper votre mot de passe. Connectez-vous d’abord.`)
};

export const auth_device_make_before = /** @type {(inputs: Auth_Device_Make_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un lien qui connecte`)
};

export const auth_device_you = /** @type {(inputs: Auth_Device_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous`)
};

export const auth_device_make_after = /** @type {(inputs: Auth_Device_Make_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur un autre appareil sans mot de passe. Ouvrez-le là-bas; il fonctionne une seule fois.`)
};

export const auth_your_link = /** @type {(inputs: Auth_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien de connexion`)
};

export const auth_link_hint = /** @type {(inputs: Auth_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il fonctionne une seule fois, pendant ${i?.wait}. Toute personne qui l’a peut se connecter en votre nom : ne le partagez qu’avec vous-même.`)
};

export const auth_copied = /** @type {(inputs: Auth_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié`)
};

export const auth_copy_link = /** @type {(inputs: Auth_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const auth_new_link = /** @type {(inputs: Auth_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un nouveau lien`)
};

export const auth_link_copied = /** @type {(inputs: Auth_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est copié.`)
};

export const auth_making_link = /** @type {(inputs: Auth_Making_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre lien`)
};

export const auth_make_link = /** @type {(inputs: Auth_Make_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un lien de connexion`)
};

export const auth_renewing = /** @type {(inputs: Auth_RenewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouvellement de votre session`)
};

export const auth_send_failed = /** @type {(inputs: Auth_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer le lien. Vérifiez votre connexion et réessayez.`)
};

export const auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un nouveau lien est en route vers ${i?.email}.`)
};

export const auth_send_again = /** @type {(inputs: Auth_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer le lien`)
};

export const auth_new_password_title = /** @type {(inputs: Auth_New_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe`)
};

export const auth_password_changed = /** @type {(inputs: Auth_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est changé`)
};

export const auth_password_changed_text = /** @type {(inputs: Auth_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté avec votre nouveau mot de passe. Pour votre sécurité, nous avons déconnecté tous les autres appareils qui utilisaient l’ancien.`)
};

export const auth_go_to_account = /** @type {(inputs: Auth_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à Mon compte`)
};

export const auth_continue_shopping = /** @type {(inputs: Auth_Continue_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const auth_link_no_longer = /** @type {(inputs: Auth_Link_No_LongerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne fonctionne plus`)
};

export const auth_send_new_link = /** @type {(inputs: Auth_Send_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un nouveau lien`)
};

export const auth_new_password_intro = /** @type {(inputs: Auth_New_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le mot de passe avec lequel vous vous connecterez désormais.`)
};

export const auth_link_not_working = /** @type {(inputs: Auth_Link_Not_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien ne fonctionne pas ?`)
};

export const auth_ask_new = /** @type {(inputs: Auth_Ask_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En demander un nouveau`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

export const auth_confirm_new_password = /** @type {(inputs: Auth_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

export const auth_saving_password = /** @type {(inputs: Auth_Saving_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de votre nouveau mot de passe`)
};

export const auth_save_password = /** @type {(inputs: Auth_Save_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nouveau mot de passe`)
};

export const auth_social_title = /** @type {(inputs: Auth_Social_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se connecter avec ${i?.provider}`)
};

export const auth_social_failed = /** @type {(inputs: Auth_Social_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La connexion avec ${i?.provider} n’a pas abouti. Veuillez réessayer à partir de la page de connexion.`)
};

export const auth_temp_title = /** @type {(inputs: Auth_Temp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec un lien`)
};

export const auth_sign_in_password = /** @type {(inputs: Auth_Sign_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec votre mot de passe`)
};

export const auth_signed_in_title = /** @type {(inputs: Auth_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté`)
};

export const auth_device_signed_in_as = /** @type {(inputs: Auth_Device_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil est maintenant connecté au compte`)
};

export const auth_device_signed_in = /** @type {(inputs: Auth_Device_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil est maintenant connecté.`)
};

export const auth_link_done = /** @type {(inputs: Auth_Link_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Le lien que vous avez utilisé a fait son travail et ne fonctionnera plus.`)
};

export const auth_confirm_email = /** @type {(inputs: Auth_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer votre courriel`)
};

export const auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre courriel est confirmé`)
};

export const auth_email_confirmed_text = /** @type {(inputs: Auth_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Nous enverrons les reçus et les nouvelles de vos livraisons à`)
};

export const auth_confirming_email = /** @type {(inputs: Auth_Confirming_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre courriel`)
};

export const auth_my_account = /** @type {(inputs: Auth_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecté en tant que`)
};

export const auth_you_are_signed_in = /** @type {(inputs: Auth_You_Are_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes connecté.`)
};

export const auth_account_pages = /** @type {(inputs: Auth_Account_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages du compte`)
};

export const auth_profile = /** @type {(inputs: Auth_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const auth_profile_text = /** @type {(inputs: Auth_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, vos numéros de téléphone, votre courriel et ce que nous vous envoyons.`)
};

export const auth_address = /** @type {(inputs: Auth_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const auth_address_text = /** @type {(inputs: Auth_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où nous livrons, et ce qui se trouve à chaque adresse.`)
};

export const auth_receipts = /** @type {(inputs: Auth_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçus`)
};

export const auth_receipts_text = /** @type {(inputs: Auth_Receipts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes vos commandes, prêtes à consulter et à imprimer.`)
};

export const auth_signing_out = /** @type {(inputs: Auth_Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnexion en cours`)
};

export const auth_sign_out = /** @type {(inputs: Auth_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter de nouveau.`)
};